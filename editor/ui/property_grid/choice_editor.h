#pragma once
// The one chooser of the property grid: enums, and every reference to another object or
// asset (meshes, paths, enemy types, tile definitions, graphs ...). A drop-down whose
// choices are picked with a click, the arrow keys or Return; a searchable one (references)
// also takes typing, which filters the choices in a list under it (matching anywhere in
// the name), and offers "(none)" at the top where a reference may be empty.
//
// Why its own class: QComboBox hides its list before it reports the pick (a click in
// the list calls hidePopup(), then sets the current item and emits activated), so an
// editor that closes when the list hides has already left the view when the pick
// arrives, and the pick is lost ("commitData called with an editor that does not belong
// to this view"). This chooser reports `picked` after QComboBox has finished, and
// `dismissed` (the list closed with no pick) only on the next event loop turn, when a
// pick can no longer follow.
#include <QComboBox>

namespace sw::editor::grid {

class ChoiceEditor : public QComboBox {
  Q_OBJECT
 public:
  enum class Mode {
    Fixed,       // enums: a list of labels, each with its value as item data
    Searchable,  // references: names typed or picked; the text is the value
  };
  ChoiceEditor(Mode mode, QWidget* parent = nullptr);

  Mode mode() const { return mode_; }

  // Searchable: the names to choose from, "(none)" first when `allowNone`; with no names
  // one disabled row says `emptyHint` ("No Path in this level yet").
  void setNames(const QStringList& names, bool allowNone, const QString& emptyHint = {});
  // Searchable: the value the text stands for ("" for "(none)" and for blank text).
  QString chosenName() const;
  // Searchable: whether "(none)" was chosen (stores empty even over mixed values).
  bool choseNone() const { return currentText().trimmed() == noneText(); }
  // Searchable: shows `name` ("" shows the placeholder).
  void showName(const QString& name);
  // Opens the list as a click on the row should: the drop-down (Fixed), or every name
  // under the text, which typing then filters (Searchable).
  void openList();

  static QString noneText();

 signals:
  // A choice was made (a click or Return in a list, Return in the text): store it.
  void picked();
  // The list closed without a choice (Escape, a click elsewhere).
  void dismissed();
  // The arrow keys or the wheel changed the choice on the closed box: store it live and
  // go on editing (the steps of one editor merge into one undo step).
  void changed();

 public:
  void showPopup() override;
  void hidePopup() override;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void pick();

  Mode mode_;
  bool popupOpen_ = false;  // from showPopup until the turn after hidePopup
  bool picked_ = false;     // picked is said once: the editor closes then
};

}  // namespace sw::editor::grid
