#pragma once
// A greyed sentence in an empty view that says what would fill it ("Drag tiles from the
// palette here ..."), as the Tile Layers dock does for its empty state. One line installs it:
//
//   EmptyHint::install(view, tr("No messages yet"));                      // while the model has no rows
//   EmptyHint::install(tree, tr("..."), [this] { return nothingToShow(); })
//       ->refreshOn(document, &Document::projectReset);                   // while a test says so
//
// The hint lives on the view's viewport below the rows it shows (a tree whose categories
// are always there keeps them visible), lets every mouse event through to the view and
// follows the view's size.
#include <QLabel>
#include <functional>

class QAbstractItemModel;
class QAbstractScrollArea;

namespace sw::editor {

class EmptyHint : public QLabel {
  Q_OBJECT
 public:
  // Shown while the view's model (whatever model it has at the time) has no rows.
  static EmptyHint* install(QAbstractScrollArea* view, const QString& text);
  // Shown while isEmpty() returns true. Re-asked when the view's model changes shape and
  // whenever a signal given to refreshOn() arrives.
  static EmptyHint* install(QAbstractScrollArea* view, const QString& text, std::function<bool()> isEmpty);

  template <class Sender, class Signal>
  EmptyHint* refreshOn(Sender* sender, Signal signal) {
    connect(sender, signal, this, &EmptyHint::refresh);
    return this;
  }

  // Re-checks emptiness and placement now.
  void refresh();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  EmptyHint(QAbstractScrollArea* view, const QString& text, std::function<bool()> isEmpty);
  void watchModel();
  int contentBottom() const;  // viewport y below the last visible row (0 when not an item view)

  QAbstractScrollArea* view_;
  std::function<bool()> isEmpty_;
  QAbstractItemModel* watched_ = nullptr;
};

}  // namespace sw::editor
