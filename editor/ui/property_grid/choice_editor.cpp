#include "ui/property_grid/choice_editor.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QTimer>

namespace sw::editor::grid {

namespace {
const int kNoneRole = Qt::UserRole + 1;  // true on the "(none)" row
}

ChoiceEditor::ChoiceEditor(Mode mode, QWidget* parent) : QComboBox(parent), mode_(mode) {
  setMaxVisibleItems(16);
  // activated: a row picked in the drop-down, or a step of the arrow keys or the wheel
  // on the closed box. Only the first ends the edit.
  connect(this, &QComboBox::activated, this, [this] {
    if (popupOpen_)
      pick();
    else
      emit changed();
  });
  if (mode_ != Mode::Searchable) return;
  setEditable(true);
  setInsertPolicy(QComboBox::NoInsert);
  auto* completer = new QCompleter(model(), this);
  completer->setCompletionMode(QCompleter::PopupCompletion);
  completer->setFilterMode(Qt::MatchContains);
  completer->setCaseSensitivity(Qt::CaseInsensitive);
  completer->setMaxVisibleItems(12);
  setCompleter(completer);
  // A click (or Return) on a filtered row: the line edit has taken the text by now.
  connect(completer, qOverload<const QString&>(&QCompleter::activated), this, [this](const QString& text) {
    if (lineEdit()->text() != text) lineEdit()->setText(text);
    pick();
  });
  completer->popup()->installEventFilter(this);
}

QString ChoiceEditor::noneText() { return tr("(none)"); }

void ChoiceEditor::setNames(const QStringList& names, bool allowNone, const QString& emptyHint) {
  const QString text = currentText();
  clear();
  auto* items = qobject_cast<QStandardItemModel*>(model());
  if (allowNone) {
    addItem(noneText());
    setItemData(0, true, kNoneRole);
    QFont italic = font();
    italic.setItalic(true);
    setItemData(0, italic, Qt::FontRole);
  }
  addItems(names);
  if (names.isEmpty() && !emptyHint.isEmpty()) {
    addItem(emptyHint);
    if (items) items->item(count() - 1)->setEnabled(false);
  }
  setCurrentIndex(-1);
  setEditText(text);
}

QString ChoiceEditor::chosenName() const {
  const QString text = currentText().trimmed();
  if (text == noneText()) return {};
  return text;
}

void ChoiceEditor::showName(const QString& name) {
  // The matching row becomes current, so the arrow keys step on from it.
  int at = name.isEmpty() ? -1 : findText(name);
  if (at >= 0 && itemData(at, kNoneRole).toBool()) at = -1;
  if (currentIndex() != at) setCurrentIndex(at);
  if (currentText() != name) setEditText(name);  // blank: the placeholder shows
}

void ChoiceEditor::openList() {
  if (mode_ == Mode::Fixed) return showPopup();
  // Every name, filtered as the user types over the selected text.
  lineEdit()->selectAll();
  lineEdit()->setFocus();
  completer()->setCompletionPrefix(QString());
  completer()->complete();
}

void ChoiceEditor::showPopup() {
  popupOpen_ = true;
  QComboBox::showPopup();
}

void ChoiceEditor::hidePopup() {
  const bool wasOpen = popupOpen_ && view()->isVisible();
  QComboBox::hidePopup();
  if (!wasOpen) return;
  // QComboBox reports a click or Return in its list only after hiding it: wait one turn
  // to see whether a pick follows.
  QTimer::singleShot(0, this, [this] {
    popupOpen_ = false;
    if (!picked_) emit dismissed();
  });
}

bool ChoiceEditor::eventFilter(QObject* watched, QEvent* event) {
  // Return in the filtered list with no row highlighted stores the typed text at once
  // (QCompleter would only close the list and wait for a second Return).
  if (completer() && watched == completer()->popup() && event->type() == QEvent::KeyPress) {
    const int key = static_cast<QKeyEvent*>(event)->key();
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && !completer()->popup()->currentIndex().isValid()) {
      completer()->popup()->hide();
      pick();
      return true;
    }
  }
  return QComboBox::eventFilter(watched, event);
}

void ChoiceEditor::pick() {
  if (picked_) return;
  picked_ = true;
  emit picked();
}

}  // namespace sw::editor::grid
