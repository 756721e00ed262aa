// The ShortcutOverride filter behind keepKeys (own_keys.h).
#include "ui/own_keys.h"

#include <QEvent>
#include <QKeyEvent>
#include <QWidget>

namespace sw::editor {

namespace {
class KeepKeys : public QObject {
 public:
  KeepKeys(QWidget* widget, QList<QKeySequence> keys) : QObject(widget), keys_(std::move(keys)) {}

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::ShortcutOverride) {
      auto* key = static_cast<QKeyEvent*>(event);
      const QKeySequence pressed(key->keyCombination());
      for (const QKeySequence& kept : keys_)
        if (kept.matches(pressed) == QKeySequence::ExactMatch) {
          event->accept();
          return true;
        }
    }
    return QObject::eventFilter(watched, event);
  }

 private:
  QList<QKeySequence> keys_;
};
}  // namespace

void keepKeys(QWidget* widget, const QList<QKeySequence>& keys) {
  widget->installEventFilter(new KeepKeys(widget, keys));
}

}  // namespace sw::editor
