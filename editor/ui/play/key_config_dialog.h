#pragma once
// "Configure Keys...": for each player a keyboard column (one key per action, edited with
// QKeySequenceEdit) and a gamepad column (a pad button or stick direction per action, bound by
// clicking the cell and pressing it on a pad), the pad each player has now (live: pads come
// and go while the dialog is open), trading pads between the players, and whether pads
// rumble. Saved by the caller when accepted.
#include <QDialog>
#include <QTimer>
#include <array>

#include "gamepad/pad_bindings.h"
#include "play/play_input.h"

class QCheckBox;
class QKeySequenceEdit;
class QLabel;
class QPushButton;

namespace sw::gamepad {
class Gamepads;
}

namespace sw::play {

class KeyConfigDialog : public QDialog {
  Q_OBJECT
 public:
  // `pads` (may be null: no pads) is read while the dialog is open; it outlives the dialog.
  KeyConfigDialog(const KeyBindings& bindings, const sw::gamepad::PadBindings& padBindings,
                  sw::gamepad::Gamepads* pads, bool rumble, QWidget* parent = nullptr);
  KeyBindings bindings() const;
  sw::gamepad::PadBindings padBindings() const { return padBindings_; }
  bool rumble() const;

  // A pad input for people ("D-pad up", "Left stick left"), translated.
  static QString padInputName(const sw::gamepad::PadInput& input);
  static QString padInputsText(const sw::gamepad::PadBindings::Inputs& inputs);

  // Which pad cell waits for a press (-1: none), for tests.
  int capturingPlayer() const { return capture_.player; }
  int capturingAction() const { return capture_.action; }

 private:
  struct Cell {
    int player = -1;
    int action = -1;
    bool adding = false;  // the press joins the action's inputs instead of replacing them
  };
  void startCapture(int player, int action, bool adding);
  void stopCapture();
  void pollPads();
  void showPads();
  void showPadCell(int player, int action);
  void padCellMenu(int player, int action, const QPoint& at);

  std::array<std::array<QKeySequenceEdit*, kPlayerActionCount>, sw::kMaxPlayers> edits_{};
  std::array<std::array<QPushButton*, kPlayerActionCount>, sw::kMaxPlayers> padCells_{};
  std::array<QLabel*, sw::kMaxPlayers> padNames_{};
  QPushButton* swapPads_ = nullptr;
  QCheckBox* rumble_ = nullptr;
  sw::gamepad::PadBindings padBindings_;
  sw::gamepad::Gamepads* pads_;
  int shownGeneration_ = -1;
  Cell capture_;
  QTimer padTimer_;
};

}  // namespace sw::play
