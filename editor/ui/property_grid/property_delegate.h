#pragma once
// Editors of the property grid, one per kind of row: spin boxes (with range, step and a
// mixed state), check boxes (drawn by the view), line edits, a multi-line text box,
// combo boxes for enums, asset and object references, an expression field that checks
// as you type, colour fields with a swatch that opens the colour dialog. Each editor is
// named "editor_<row key>". A spin box session is one gesture: its changes share one
// merge serial and make one undo step.
#include <QAbstractItemView>
#include <QStyledItemDelegate>
#include <functional>

namespace sw::editor::grid {

class GridTarget;
class PropertyModel;

class PropertyDelegate : public QStyledItemDelegate {
  Q_OBJECT
 public:
  PropertyDelegate(GridTarget* target, PropertyModel* model, QObject* parent = nullptr);

  QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                        const QModelIndex& index) const override;
  void setEditorData(QWidget* editor, const QModelIndex& index) const override;
  void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
  void updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                            const QModelIndex& index) const override;
  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

  // The swatch of a colour row: a pixmap with a checkerboard under translucent colours.
  static QPixmap swatch(const QColor& color, QSize size);

  // Rows that name a sound (a cue, one of its files, an event sound row, a level's music)
  // show a play button at the right of their value; the grid says which rows do.
  // `view` is the grid's view: presses on a play button are taken before the view sees them
  // (they would select the row and open its editor).
  void setSoundRows(QAbstractItemView* view, std::function<bool(const QModelIndex&)> namesSound);
  // Where a row's play button is drawn (empty when the row names no sound).
  QRect playButtonRect(const QStyleOptionViewItem& option, const QModelIndex& index) const;

 signals:
  void colorDialogRequested(const QModelIndex& index);
  void playSoundRequested(const QModelIndex& index);

 protected:
  bool editorEvent(QEvent* event, QAbstractItemModel* model, const QStyleOptionViewItem& option,
                   const QModelIndex& index) override;
  bool eventFilter(QObject* object, QEvent* event) override;

 private:
  GridTarget* target_;
  PropertyModel* model_;
  std::function<bool(const QModelIndex&)> namesSound_;
  QAbstractItemView* soundView_ = nullptr;
  bool playClickAt(QAbstractItemView* view, QEvent* event);
};

}  // namespace sw::editor::grid
