#pragma once
// "Configure Keys...": one key per action and player, edited with QKeySequenceEdit and
// saved to QSettings when accepted.
#include <QDialog>
#include <array>

#include "play/play_input.h"

class QKeySequenceEdit;

namespace sw::play {

class KeyConfigDialog : public QDialog {
  Q_OBJECT
 public:
  explicit KeyConfigDialog(const KeyBindings& bindings, QWidget* parent = nullptr);
  KeyBindings bindings() const;

 private:
  std::array<std::array<QKeySequenceEdit*, kPlayerActionCount>, sw::kMaxPlayers> edits_{};
};

}  // namespace sw::play
