#include "ui/property_grid/property_grid.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QColorDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStackedLayout>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include "document/document.h"
#include "document/focus/edit_focus.h"
#include "document/stores/graph_store.h"
#include "document/stores/tileset_store.h"
#include "play/play_sound.h"
#include "ui/property_grid/choice_editor.h"
#include "ui/property_grid/cue_preview.h"
#include "ui/property_grid/elided_label.h"
#include "ui/property_grid/grid_hint.h"
#include "ui/property_grid/grid_icons.h"
#include "ui/property_grid/grid_target.h"
#include "ui/property_grid/grid_values.h"
#include "ui/property_grid/grid_view.h"
#include "ui/property_grid/property_delegate.h"
#include "ui/property_grid/property_model.h"

namespace sw::editor {

using grid::PropertyModel;
using grid::RowType;

namespace {
bool expandedByDefault(const QModelIndex& index) {
  const auto type = RowType(index.data(PropertyModel::RowTypeRole).toInt());
  const auto kind = sw::ValueKind(index.data(PropertyModel::KindRole).toInt());
  const int children = index.model()->rowCount(index.siblingAtColumn(0));
  switch (type) {
    case RowType::Category:
      return true;
    case RowType::Property:
      if (kind == sw::ValueKind::Vec2 || kind == sw::ValueKind::Vec3 || kind == sw::ValueKind::Flags)
        return true;
      return children <= 12;  // short lists open, long ones stay closed
    default:
      return false;  // polygons
  }
}
}  // namespace

PropertyGrid::PropertyGrid(Document* document, QWidget* parent)
    : QWidget(parent), document_(document), target_(std::make_unique<grid::GridTarget>(document)) {
  setObjectName(QStringLiteral("propertyGrid"));
  model_ = new PropertyModel(target_.get(), this);
  view_ = new grid::GridView(
      model_, [document] { return document->newMergeSerial(); }, this);
  view_->setObjectName(QStringLiteral("propertyTree"));
  delegate_ = new grid::PropertyDelegate(target_.get(), model_, this);
  view_->setItemDelegate(delegate_);
  // A single click edits through the clicked handler below. SelectedClicked is left out:
  // it would hold a second click on the current row for a double-click interval, and the
  // editor would open late, without its list.
  view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                         QAbstractItemView::AnyKeyPressed);
  view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  view_->setSelectionMode(QAbstractItemView::SingleSelection);
  view_->setAlternatingRowColors(true);
  view_->setUniformRowHeights(true);
  view_->setIndentation(14);
  view_->setAnimated(false);
  view_->setContextMenuPolicy(Qt::CustomContextMenu);
  view_->header()->setStretchLastSection(true);
  // The header is hidden, so the label column sizes itself to the labels shown.
  view_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  view_->header()->setMinimumSectionSize(90);
  view_->header()->setHighlightSections(false);
  view_->header()->hide();

  // Header: what is being edited, a filter, and the row buttons.
  title_ = new grid::ElidedLabel(this);
  title_->setObjectName(QStringLiteral("gridTitle"));
  QFont titleFont = title_->font();
  titleFont.setBold(true);
  title_->setFont(titleFont);
  title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  filter_ = new QLineEdit(this);
  filter_->setObjectName(QStringLiteral("propertyFilter"));
  filter_->setPlaceholderText(tr("Filter properties"));
  filter_->setClearButtonEnabled(true);
  // While filtering: how many rows it hides, and one click to show them all again.
  filterCount_ = new QLabel(this);
  filterCount_->setObjectName(QStringLiteral("propertyFilterCount"));
  filterCount_->hide();
  clearFilter_ = new QToolButton(this);
  clearFilter_->setObjectName(QStringLiteral("clearFilterButton"));
  clearFilter_->setText(tr("Clear"));
  clearFilter_->setToolTip(tr("Clear the filter and show every property"));
  clearFilter_->hide();
  connect(clearFilter_, &QToolButton::clicked, filter_, &QLineEdit::clear);
  hint_ = new grid::GridHint(this);
  connect(hint_, &grid::GridHint::clearFilterRequested, filter_, &QLineEdit::clear);

  const QColor iconColor = palette().color(QPalette::WindowText);
  auto makeAction = [&](const QString& text, const char* name, grid::GridIcon icon,
                        const QKeySequence& shortcut = {}) {
    auto* action = new QAction(grid::gridIcon(icon, iconColor), text, this);
    action->setObjectName(QLatin1String(name));
    if (!shortcut.isEmpty()) {
      action->setShortcut(shortcut);
      action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
      view_->addAction(action);
    }
    return action;
  };
  resetAction_ = makeAction(tr("Reset to Default"), "resetAction", grid::GridIcon::Reset);
  addAction_ = makeAction(tr("Add Item"), "addItemAction", grid::GridIcon::Add, QKeySequence(Qt::Key_Insert));
  removeAction_ = makeAction(tr("Remove Item"), "removeItemAction", grid::GridIcon::Remove);
  upAction_ =
      makeAction(tr("Move Up"), "moveUpAction", grid::GridIcon::MoveUp, QKeySequence(Qt::ALT | Qt::Key_Up));
  downAction_ = makeAction(tr("Move Down"), "moveDownAction", grid::GridIcon::MoveDown,
                           QKeySequence(Qt::ALT | Qt::Key_Down));
  colorAction_ = new QAction(tr("Choose Colour..."), this);
  colorAction_->setObjectName(QStringLiteral("chooseColorAction"));
  copyAction_ = new QAction(tr("Copy Value"), this);
  copyAction_->setObjectName(QStringLiteral("copyValueAction"));
  playSoundAction_ = new QAction(style()->standardIcon(QStyle::SP_MediaVolume), tr("Play Sound"), this);
  playSoundAction_->setObjectName(QStringLiteral("playSoundAction"));
  playSoundAction_->setToolTip(tr("Play the sound cue, event sound or music of the current row"));

  auto* buttons = new QHBoxLayout;
  buttons->setSpacing(0);
  auto addButton = [&](QAction* action, const char* name) {
    auto* button = new QToolButton(this);
    button->setObjectName(QLatin1String(name));
    button->setDefaultAction(action);
    button->setAutoRaise(true);
    button->setIconSize(QSize(16, 16));
    buttons->addWidget(button);
  };
  addButton(addAction_, "addItemButton");
  addButton(removeAction_, "removeItemButton");
  addButton(upAction_, "moveUpButton");
  addButton(downAction_, "moveDownButton");
  addButton(resetAction_, "resetButton");
  addButton(playSoundAction_, "playSoundButton");
  playSoundButton_ = findChild<QToolButton*>(QStringLiteral("playSoundButton"));
  playSoundButton_->hide();  // until a row names a sound (updateActions)

  message_ = new QLabel(this);
  message_->setObjectName(QStringLiteral("gridMessage"));
  message_->setWordWrap(true);
  message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  message_->setStyleSheet(
      QStringLiteral("QLabel { background: #fbe3e3; color: #8a1c1c; border: 1px solid #e7b4b4;"
                     " border-radius: 3px; padding: 4px 6px; }"));
  message_->hide();
  messageTimer_.setSingleShot(true);
  messageTimer_.setInterval(10000);
  connect(&messageTimer_, &QTimer::timeout, this, &PropertyGrid::hideMessage);

  auto* header = new QHBoxLayout;
  header->setContentsMargins(6, 4, 4, 2);
  header->addWidget(title_, 1);
  header->addLayout(buttons);
  auto* filterRow = new QHBoxLayout;
  filterRow->setContentsMargins(4, 0, 4, 2);
  filterRow->addWidget(filter_, 1);
  filterRow->addWidget(filterCount_);
  filterRow->addWidget(clearFilter_);
  stack_ = new QStackedLayout;
  stack_->addWidget(view_);
  stack_->addWidget(hint_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  layout->addLayout(header);
  layout->addLayout(filterRow);
  layout->addLayout(stack_, 1);
  layout->addWidget(message_);

  // Refreshes coalesce: many signals in one event loop turn make one refresh.
  refreshTimer_.setSingleShot(true);
  refreshTimer_.setInterval(0);
  connect(&refreshTimer_, &QTimer::timeout, this, &PropertyGrid::refreshNow);
  // What is edited: another holder of the focus refreshes at once, so nothing keeps
  // pointing at the old one's objects; more or fewer picks of the same holder (a rubber
  // band over many objects) coalesce.
  connect(document_->focus(), &EditFocus::changed, this, [this] {
    if (colorDialog_) endColorSession(false);  // the dialog was for the old targets
    const FocusOwner* owner = document_->focus()->owner();
    if (owner != shownOwner_) {
      shownOwner_ = owner;
      refreshNow();
    } else {
      scheduleRefresh();
    }
  });
  // Every change of the model is a command: whatever it touched, the grid reads again.
  connect(document_->undoStack(), &QUndoStack::indexChanged, this, &PropertyGrid::scheduleRefresh);
  connect(document_, &Document::structureChanged, this, &PropertyGrid::scheduleRefresh);
  // Another project or level: refresh at once, so nothing keeps pointing into the old one.
  // Another project also starts unfiltered: an old filter would hide its rows unasked.
  connect(document_, &Document::projectReset, this, [this] {
    if (colorDialog_) endColorSession(false);
    filter_->clear();
    refreshNow();
  });
  connect(document_, &Document::levelSwitched, this, [this] {
    if (colorDialog_) endColorSession(false);
    refreshNow();
  });
  connect(document_, &Document::saved, this, &PropertyGrid::scheduleRefresh);  // files may now resolve
  // Stores that replace what they hold without a command (a reset, a reload from disk).
  connect(document_->tilesets(), &TilesetStore::tilesetsReset, this, &PropertyGrid::scheduleRefresh);
  connect(document_->graphs(), &GraphStore::graphsReset, this, &PropertyGrid::scheduleRefresh);

  connect(model_, &QAbstractItemModel::modelReset, this, &PropertyGrid::afterReset);
  connect(model_, &PropertyModel::editRefused, this, &PropertyGrid::showMessage);
  connect(model_, &PropertyModel::editApplied, this, &PropertyGrid::hideMessage);
  connect(delegate_, &grid::PropertyDelegate::colorDialogRequested, this, &PropertyGrid::openColorDialog);
  // A cue's button sits on its name and on each file (every row of a cue would be a column
  // of buttons); event sound and music rows have theirs.
  delegate_->setSoundRows(view_, [this](const QModelIndex& index) {
    const auto* row = index.isValid() ? model_->rowAt(index) : nullptr;
    if (!row || target_->subjects().empty()) return false;
    if (dynamic_cast<const sw::SoundCue*>(target_->subjects().front().get()) && row->key != QLatin1String("name") &&
        !row->key.startsWith(QLatin1String("files.")))
      return false;
    return soundAt(index).has_value();
  });
  connect(delegate_, &grid::PropertyDelegate::playSoundRequested, this, [this](const QModelIndex& index) {
    if (auto cue = soundAt(index)) sw::play::SoundOutput::instance().preview(*cue, document_->project().directory);
  });
  connect(filter_, &QLineEdit::textChanged, this, &PropertyGrid::applyFilter);
  connect(view_, &QTreeView::expanded, this, [this](const QModelIndex& index) {
    if (!applyingExpansion_)
      expandedByUser_[index.data(PropertyModel::KeyRole).toString() + index.data().toString()] = true;
  });
  connect(view_, &QTreeView::collapsed, this, [this](const QModelIndex& index) {
    if (!applyingExpansion_)
      expandedByUser_[index.data(PropertyModel::KeyRole).toString() + index.data().toString()] = false;
  });
  // One click on a value edits it (check boxes toggle through the delegate instead).
  connect(view_, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
    if (colorDialog_ || index.column() != 1 || !(index.flags() & Qt::ItemIsEditable)) return;
    if (!view_->indexWidget(index)) view_->edit(index);
    // A chooser opens its list at once: one click opens it, the next one picks.
    if (auto* chooser = qobject_cast<grid::ChoiceEditor*>(view_->indexWidget(index)))
      QTimer::singleShot(0, chooser, &grid::ChoiceEditor::openList);
  });
  connect(view_, &QWidget::customContextMenuRequested, this, &PropertyGrid::showContextMenu);
  connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this, &PropertyGrid::updateActions);

  connect(resetAction_, &QAction::triggered, this, [this] { model_->resetToDefault(currentValueIndex()); });
  connect(addAction_, &QAction::triggered, this, [this] {
    if (model_->addItem(currentValueIndex())) focusAfterRefresh_ = model_->lastAddedKey();
  });
  connect(removeAction_, &QAction::triggered, this, [this] {
    const QModelIndex index = currentValueIndex();
    const QString parentKey = index.parent().data(PropertyModel::KeyRole).toString();
    if (model_->removeItem(index)) focusAfterRefresh_ = parentKey;
  });
  auto move = [this](int delta) {
    const QModelIndex index = currentValueIndex();
    if (!model_->moveItem(index, delta)) return;
    QString key = index.data(PropertyModel::KeyRole).toString();
    const int dot = key.lastIndexOf(QLatin1Char('.'));
    focusAfterRefresh_ = key.left(dot + 1) + QString::number(key.mid(dot + 1).toInt() + delta);
  };
  connect(upAction_, &QAction::triggered, this, [move] { move(-1); });
  connect(downAction_, &QAction::triggered, this, [move] { move(+1); });
  connect(colorAction_, &QAction::triggered, this, [this] { openColorDialog(currentValueIndex()); });
  connect(copyAction_, &QAction::triggered, this, [this] {
    QApplication::clipboard()->setText(currentValueIndex().data(Qt::DisplayRole).toString());
  });
  connect(playSoundAction_, &QAction::triggered, this, [this] {
    if (auto cue = currentSound()) sw::play::SoundOutput::instance().preview(*cue, document_->project().directory);
  });

  refreshNow();
}

PropertyGrid::~PropertyGrid() {
  if (colorDialog_) endColorSession(false);
}

QString PropertyGrid::mixedText() { return PropertyModel::mixedText(); }

QTreeView* PropertyGrid::view() const { return view_; }

QColorDialog* PropertyGrid::colorDialog() const { return colorDialog_.data(); }

QModelIndex PropertyGrid::indexOfKey(const QString& key, int column) const {
  return model_->indexOfKey(key, column);
}

QWidget* PropertyGrid::edit(const QString& key) {
  refreshNow();
  const QModelIndex index = indexOfKey(key, 1);
  if (!index.isValid() || !(index.flags() & Qt::ItemIsEditable)) return nullptr;
  view_->scrollTo(index);
  view_->setCurrentIndex(index);
  if (QWidget* open = view_->indexWidget(index)) return open;
  view_->edit(index);
  return view_->indexWidget(index) ? view_->indexWidget(index)
                                   : view_->findChild<QWidget*>(QStringLiteral("editor_") + key);
}

QString PropertyGrid::message() const {
  return message_->isVisible() || !message_->isHidden() ? message_->text() : QString();
}

void PropertyGrid::scheduleRefresh() {
  if (!refreshTimer_.isActive()) refreshTimer_.start();
}

void PropertyGrid::pinTo(std::function<sw::Describable*()> find, std::function<QString()> title) {
  target_->pin(std::move(find), std::move(title));
  refreshNow();
}

void PropertyGrid::refreshNow() {
  refreshTimer_.stop();
  model_->refresh();  // a reset lands in afterReset
  title_->setFullText(projectOpen_ ? target_->title() : QString());
  updateHint();
  if (!focusAfterRefresh_.isEmpty()) {
    const QModelIndex index = indexOfKey(focusAfterRefresh_, 1);
    focusAfterRefresh_.clear();
    if (index.isValid()) {
      for (QModelIndex p = index.parent(); p.isValid(); p = p.parent()) view_->expand(p.siblingAtColumn(0));
      view_->setCurrentIndex(index);
      view_->scrollTo(index);
    }
  }
  updateActions();
}

void PropertyGrid::afterReset() {
  for (int r = 0; r < model_->rowCount(); ++r) view_->setFirstColumnSpanned(r, QModelIndex(), true);
  applyExpansion();
  applyFilter();
}

void PropertyGrid::applyExpansion() {
  applyingExpansion_ = true;
  std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
    for (int r = 0; r < model_->rowCount(parent); ++r) {
      const QModelIndex index = model_->index(r, 0, parent);
      if (model_->rowCount(index) == 0) continue;
      const QString id = index.data(PropertyModel::KeyRole).toString() + index.data().toString();
      const auto chosen = expandedByUser_.constFind(id);
      view_->setExpanded(index, chosen != expandedByUser_.constEnd() ? *chosen : expandedByDefault(index));
      walk(index);
    }
  };
  walk(QModelIndex());
  applyingExpansion_ = false;
}

void PropertyGrid::applyFilter() {
  const QString text = filter_->text().trimmed();
  rows_ = visibleRows_ = 0;
  for (int c = 0; c < model_->rowCount(); ++c) {
    const QModelIndex category = model_->index(c, 0);
    int visible = 0;
    for (int r = 0; r < model_->rowCount(category); ++r) {
      const QModelIndex row = model_->index(r, 0, category);
      const bool match = text.isEmpty() || row.data().toString().contains(text, Qt::CaseInsensitive) ||
                         row.data(PropertyModel::KeyRole).toString().contains(text, Qt::CaseInsensitive) ||
                         category.data().toString().contains(text, Qt::CaseInsensitive);
      view_->setRowHidden(r, category, !match);
      visible += match;
    }
    view_->setRowHidden(c, QModelIndex(), visible == 0);
    rows_ += model_->rowCount(category);
    visibleRows_ += visible;
  }
  updateHint();
}

void PropertyGrid::setProjectOpen(bool open) {
  if (projectOpen_ == open) return;
  projectOpen_ = open;
  refreshNow();
}

void PropertyGrid::updateHint() {
  const QString text = filter_->text().trimmed();
  const int hidden = rows_ - visibleRows_;
  filterCount_->setText(tr("%1 of %n rows hidden", nullptr, rows_).arg(hidden));
  filterCount_->setVisible(!text.isEmpty());
  clearFilter_->setVisible(!text.isEmpty());
  // A filter that hides nothing still says so: the count is the proof it is active.
  filterCount_->setEnabled(hidden > 0);

  grid::GridState state;
  state.projectOpen = projectOpen_;
  state.hasLevel = document_->level() != nullptr;
  state.hasTarget = !target_->isEmpty();
  state.selectedObjects = int(target_->size());
  state.rows = rows_;
  state.visibleRows = visibleRows_;
  state.filter = text;
  const bool empty = hint_->explain(state);
  stack_->setCurrentWidget(empty ? static_cast<QWidget*>(hint_) : view_);
}

QModelIndex PropertyGrid::currentValueIndex() const {
  const QModelIndex current = view_->currentIndex();
  return current.isValid() ? current.siblingAtColumn(1) : QModelIndex();
}

void PropertyGrid::updateActions() {
  const QModelIndex index = currentValueIndex();
  resetAction_->setEnabled(model_->canReset(index));
  addAction_->setEnabled(model_->canAdd(index));
  removeAction_->setEnabled(model_->canRemove(index));
  upAction_->setEnabled(model_->canMove(index, -1));
  downAction_->setEnabled(model_->canMove(index, +1));
  colorAction_->setEnabled(index.data(PropertyModel::KindRole).toInt() == int(sw::ValueKind::Color) &&
                           index.data(PropertyModel::RowTypeRole).toInt() == int(RowType::Property) &&
                           (index.flags() & Qt::ItemIsEditable));
  copyAction_->setEnabled(index.isValid() && !index.data().toString().isEmpty());
  // Shown only where there is a sound to play: the header keeps its room for the title.
  const bool sound = currentSound().has_value();
  playSoundAction_->setEnabled(sound);
  if (playSoundButton_) playSoundButton_->setVisible(sound);
}

std::optional<sw::SoundCue> PropertyGrid::currentSound() const { return soundAt(currentValueIndex()); }

std::optional<sw::SoundCue> PropertyGrid::soundAt(const QModelIndex& index) const {
  const auto* row = index.isValid() ? model_->rowAt(index) : nullptr;
  if (!row || target_->subjects().empty()) return std::nullopt;
  const sw::Value* shown = row->part ? &*row->part : nullptr;
  return soundOfRow(document_->project(), target_->subjects().front().get(), row->key, shown);
}

void PropertyGrid::showContextMenu(const QPoint& pos) {
  const QModelIndex index = view_->indexAt(pos);
  if (!index.isValid()) return;
  view_->setCurrentIndex(index);
  updateActions();
  QMenu menu(this);
  menu.setObjectName(QStringLiteral("propertyGridMenu"));
  menu.addAction(resetAction_);
  if (colorAction_->isEnabled()) menu.addAction(colorAction_);
  if (addAction_->isEnabled() || removeAction_->isEnabled()) {
    menu.addSeparator();
    for (QAction* a : {addAction_, removeAction_, upAction_, downAction_}) menu.addAction(a);
  }
  menu.addSeparator();
  if (playSoundAction_->isEnabled()) menu.addAction(playSoundAction_);
  menu.addAction(copyAction_);
  menu.exec(view_->viewport()->mapToGlobal(pos));
}

void PropertyGrid::showMessage(const QString& text) {
  message_->setText(text);
  message_->show();
  messageTimer_.start();
}

void PropertyGrid::hideMessage() {
  message_->clear();
  message_->hide();
}

// --- colour dialog session -------------------------------------------------------------

void PropertyGrid::openColorDialog(const QModelIndex& index) {
  const auto* row = model_->rowAt(index);
  const auto* info = model_->propertyOf(row);
  if (!row || !info || row->type != RowType::Property || info->kind != sw::ValueKind::Color || row->readOnly)
    return;
  if (colorDialog_) endColorSession(false);

  colorSession_ = {};
  colorSession_.key = row->key;
  colorSession_.mergeSerial = document_->newMergeSerial();
  colorSession_.subjects = target_->subjects();
  for (const auto* object : target_->objects()) {
    const auto* p = object->description().find(info->key);
    colorSession_.originals.push_back(p ? p->get(*object) : sw::Value{});
  }
  QColor initial = row->color;
  if (!initial.isValid())
    initial = grid::toQColor(
        std::get<sw::Color>(info->defaultValue.index() ? info->defaultValue : sw::Value(sw::Color{})));

  auto* dialog = new QColorDialog(initial, this);
  dialog->setObjectName(QStringLiteral("colorDialog"));
  dialog->setOption(QColorDialog::ShowAlphaChannel);
  dialog->setOption(QColorDialog::DontUseNativeDialog);  // live updates need Qt's own dialog
  dialog->setWindowTitle(tr("%1 \u2014 %2").arg(row->label, target_->title()));
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  colorDialog_ = dialog;
  const QString key = colorSession_.key;
  const int serial = colorSession_.mergeSerial;
  auto apply = [this, key, serial](const QColor& color) {
    if (!color.isValid()) return;
    model_->setPart(model_->indexOfKey(key), sw::Value(grid::fromQColor(color)), serial);
  };
  // The colour follows the dialog live; all of it merges into one undo step.
  connect(dialog, &QColorDialog::currentColorChanged, this, apply);
  connect(dialog, &QColorDialog::colorSelected, this, apply);
  connect(dialog, &QDialog::rejected, this, [this] { endColorSession(true); });
  connect(dialog, &QDialog::accepted, this, [this] { endColorSession(false); });
  dialog->open();
}

void PropertyGrid::endColorSession(bool restore) {
  QPointer<QColorDialog> dialog = colorDialog_;
  colorDialog_ = nullptr;
  if (dialog) {
    dialog->disconnect(this);
    if (dialog->isVisible()) dialog->close();
  }
  if (!restore || colorSession_.key.isEmpty()) return;
  // Cancel: every object gets its own colour back. Pushed with the session's serial it
  // merges with the live changes into a step that changes nothing, which the undo
  // stack drops.
  target_->reload();
  if (target_->subjects() != colorSession_.subjects) return;
  const auto originals = colorSession_.originals;
  target_->apply(
      colorSession_.key.toStdString(),
      [&originals](std::size_t i, const sw::Value&) -> std::optional<sw::Value> {
        return i < originals.size() ? std::optional<sw::Value>(originals[i]) : std::nullopt;
      },
      colorSession_.mergeSerial);
  colorSession_ = {};
}

}  // namespace sw::editor
