#include "ui/property_grid/property_delegate.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <cmath>

#include "core/expression.h"
#include "document/document.h"
#include "ui/property_grid/choice_editor.h"
#include "ui/property_grid/grid_target.h"
#include "ui/property_grid/grid_values.h"
#include "ui/property_grid/number_editor.h"
#include "ui/property_grid/property_model.h"
#include "document/property_text.h"
#include "ui/property_grid/references.h"

namespace sw::editor::grid {

namespace {

using K = sw::ValueKind;

// What an editor widget is, for setEditorData / setModelData / eventFilter.
enum class EditorKind { Number, Line, Expression, Point, Color, Text, Enum, Asset, Object, Sphere };
const char* const kKindProperty = "swEditorKind";
const char* const kSerialProperty = "swMergeSerial";
const char* const kLabelProperty = "swRowLabel";

EditorKind kindOf(const QWidget* editor) { return EditorKind(editor->property(kKindProperty).toInt()); }
int serialOf(const QWidget* editor) { return editor->property(kSerialProperty).toInt(); }

const QColor kErrorColor(0xd0, 0x30, 0x30);

// Why the text of a checked line edit cannot be stored, or nothing.
std::optional<QString> lineProblem(EditorKind kind, const QString& text) {
  switch (kind) {
    case EditorKind::Expression: {
      if (text.trimmed().isEmpty()) return std::nullopt;  // no condition
      const QByteArray utf8 = text.toUtf8();
      auto check = sw::checkExpression(std::string_view(utf8.constData(), std::size_t(utf8.size())));
      if (check) return std::nullopt;
      return QString::fromStdString(check.describe());
    }
    case EditorKind::Point:
      if (parsePoint(text)) return std::nullopt;
      return PropertyDelegate::tr("type a point as x, y (for example 12.5, -3)");
    case EditorKind::Sphere:
      if (auto s = parseSphere(text); s && s->z > 0) return std::nullopt;
      return PropertyDelegate::tr("type a sphere as x, y, radius with a radius above 0 (for example 0, 1.5, 0.5)");
    case EditorKind::Color:
      if (parseColor(text)) return std::nullopt;
      return PropertyDelegate::tr("type a colour as #rrggbbaa, #rrggbb or a colour name");
    default:
      return std::nullopt;
  }
}

void showProblem(QWidget* widget, const std::optional<QString>& problem) {
  QPalette palette = widget->palette();
  palette.setColor(QPalette::Text,
                   problem ? kErrorColor : QApplication::palette(widget).color(QPalette::Text));
  widget->setPalette(palette);
  widget->setToolTip(problem ? *problem : QString());
}

// Live feedback for the chooser of a reference: red while the text names nothing.
void checkReference(ChoiceEditor* chooser, GridTarget* target, const sw::PropertyInfo& info) {
  const std::string text = chooser->chosenName().toStdString();
  std::optional<QString> problem;
  if (info.kind == K::AssetRef)
    problem = brokenAsset(target->document()->project(), info.assetKind, text);
  else
    problem = target->brokenReference(info.key, text);
  if (chooser->lineEdit()) showProblem(chooser->lineEdit(), problem);
}

// What the chooser of a reference lists when there is nothing to pick yet.
QString nothingToChoose(const sw::PropertyInfo& info) {
  if (info.kind == K::AssetRef) {
    if (info.assetKind == "tile") return PropertyDelegate::tr("No tile definition yet");
    if (info.assetKind == "mesh") return PropertyDelegate::tr("No mesh in the asset folders yet");
    if (info.assetKind == "graph") return PropertyDelegate::tr("No graph in the asset folders yet");
    return PropertyDelegate::tr("No file of this kind in the asset folders yet");
  }
  return PropertyDelegate::tr("No %1 to choose yet")
      .arg(readableText(info.refersTo.empty() ? "LevelObject" : info.refersTo));
}

bool isColorRow(const QModelIndex& index) {
  return index.column() == 1 && index.data(PropertyModel::KindRole).toInt() == int(K::Color) &&
         index.data(PropertyModel::RowTypeRole).toInt() == int(RowType::Property);
}

}  // namespace

PropertyDelegate::PropertyDelegate(GridTarget* target, PropertyModel* model, QObject* parent)
    : QStyledItemDelegate(parent), target_(target), model_(model) {}

QWidget* PropertyDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&,
                                        const QModelIndex& index) const {
  const auto* row = model_->rowAt(index);
  const auto* info = model_->propertyOf(row);
  const auto kind = model_->partKind(row);
  if (!row || !info || !kind || index.column() != 1) return nullptr;

  QWidget* editor = nullptr;
  EditorKind editorKind = EditorKind::Line;
  auto* self = const_cast<PropertyDelegate*>(this);
  const QPersistentModelIndex where(index);

  switch (*kind) {
    case K::Int:
    case K::Float:
    case K::Angle: {
      auto* spin = new NumberEditor(parent);
      spin->configure(*info, row->type == RowType::Component);
      // Steps, wheel and held arrows store at once; the editor's serial merges them.
      connect(spin, &QDoubleSpinBox::valueChanged, self, [self, spin] { emit self->commitData(spin); });
      editor = spin;
      editorKind = EditorKind::Number;
      break;
    }
    case K::Enum: {
      auto* chooser = new ChoiceEditor(ChoiceEditor::Mode::Fixed, parent);
      for (std::size_t i = 0; i < info->enumNames.size(); ++i)
        chooser->addItem(readableText(info->enumNames[i]), qlonglong(i));
      chooser->setPlaceholderText(PropertyModel::mixedText());
      // Arrow keys and the wheel store at once (one gesture); a pick in the list stores
      // and ends the edit, closing the list without one ends it unchanged.
      connect(chooser, &ChoiceEditor::changed, self, [self, chooser] { emit self->commitData(chooser); });
      connect(chooser, &ChoiceEditor::picked, self, [self, chooser] {
        emit self->commitData(chooser);
        emit self->closeEditor(chooser);
      });
      connect(chooser, &ChoiceEditor::dismissed, self, [self, chooser] { emit self->closeEditor(chooser); });
      editor = chooser;
      editorKind = EditorKind::Enum;
      break;
    }
    case K::AssetRef:
    case K::ObjectRef: {
      auto* chooser = new ChoiceEditor(ChoiceEditor::Mode::Searchable, parent);
      // An item of a list of names names something: "(none)" is for a property left empty.
      chooser->setNames(*kind == K::AssetRef ? assetChoices(target_->document()->project(), info->assetKind)
                                             : target_->referenceChoices(info->key),
                        !info->required && row->type != RowType::Item, nothingToChoose(*info));
      chooser->lineEdit()->setPlaceholderText(row->mixed ? PropertyModel::mixedText()
                                                         : ChoiceEditor::noneText());
      connect(chooser, &ChoiceEditor::changed, self, [self, chooser] { emit self->commitData(chooser); });
      connect(chooser, &ChoiceEditor::picked, self, [self, chooser] {
        emit self->commitData(chooser);
        emit self->closeEditor(chooser);
      });
      // A closed list leaves the text to type in: the edit goes on.
      const sw::PropertyInfo infoCopy = *info;
      GridTarget* target = target_;
      connect(chooser, &QComboBox::currentTextChanged, chooser,
              [chooser, target, infoCopy] { checkReference(chooser, target, infoCopy); });
      editor = chooser;
      editorKind = *kind == K::AssetRef ? EditorKind::Asset : EditorKind::Object;
      break;
    }
    case K::Text: {
      auto* text = new QPlainTextEdit(parent);
      text->setTabChangesFocus(true);
      text->setPlaceholderText(row->mixed ? PropertyModel::mixedText() : QString());
      text->setToolTip(tr("Ctrl+Enter to store, Esc to cancel"));
      editor = text;
      editorKind = EditorKind::Text;
      break;
    }
    case K::Color:
    case K::Expression:
    case K::Vec2:  // a list point, typed as "x, y"
    case K::Vec3:  // a sphere of a SphereList, typed as "x, y, radius"
    case K::String: {
      auto* line = new QLineEdit(parent);
      line->setFrame(false);
      if (row->mixed) line->setPlaceholderText(PropertyModel::mixedText());
      editorKind = *kind == K::Color        ? EditorKind::Color
                   : *kind == K::Expression ? EditorKind::Expression
                   : *kind == K::Vec2       ? EditorKind::Point
                   : *kind == K::Vec3       ? EditorKind::Sphere
                                            : EditorKind::Line;
      if (editorKind != EditorKind::Line) {
        connect(line, &QLineEdit::textChanged, line, [line, editorKind](const QString& text) {
          showProblem(line, lineProblem(editorKind, text));
        });
      }
      if (editorKind == EditorKind::Color) {
        QAction* pick = line->addAction(QIcon(swatch(row->color, {18, 12})), QLineEdit::LeadingPosition);
        pick->setObjectName(QStringLiteral("pickColorAction"));
        pick->setToolTip(tr("Choose a colour..."));
        connect(pick, &QAction::triggered, self, [self, where] {
          if (where.isValid()) emit self->colorDialogRequested(where);
        });
      }
      editor = line;
      break;
    }
    default:
      return nullptr;
  }
  editor->setObjectName(QStringLiteral("editor_") + row->key);
  editor->setProperty(kKindProperty, int(editorKind));
  editor->setProperty(kSerialProperty, target_->document()->newMergeSerial());
  editor->setProperty(kLabelProperty, row->label);
  editor->setAutoFillBackground(true);
  return editor;
}

void PropertyDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
  const auto* row = model_->rowAt(index);
  if (!row) return;
  const std::optional<sw::Value>& part = row->part;
  switch (kindOf(editor)) {
    case EditorKind::Number: {
      auto* spin = static_cast<NumberEditor*>(editor);
      double value = 0;
      if (part) {
        if (auto* d = std::get_if<double>(&*part))
          value = *d;
        else if (auto* i = std::get_if<std::int64_t>(&*part))
          value = double(*i);
      }
      spin->load(value, !part);
      break;
    }
    case EditorKind::Enum: {
      auto* combo = static_cast<QComboBox*>(editor);
      const QSignalBlocker block(combo);
      int current = -1;
      if (part)
        if (auto* i = std::get_if<std::int64_t>(&*part)) current = int(*i);
      combo->setCurrentIndex(current);
      break;
    }
    case EditorKind::Asset:
    case EditorKind::Object: {
      auto* chooser = static_cast<ChoiceEditor*>(editor);
      chooser->showName(part ? QString::fromStdString(std::get<std::string>(*part)) : QString());
      if (auto* info = model_->propertyOf(row)) checkReference(chooser, target_, *info);
      break;
    }
    case EditorKind::Text: {
      auto* text = static_cast<QPlainTextEdit*>(editor);
      const QString value = part ? QString::fromStdString(std::get<std::string>(*part)) : QString();
      if (text->toPlainText() != value) text->setPlainText(value);
      break;
    }
    case EditorKind::Color:
    case EditorKind::Expression:
    case EditorKind::Point:
    case EditorKind::Sphere:
    case EditorKind::Line: {
      auto* line = static_cast<QLineEdit*>(editor);
      QString value;
      if (part) {
        if (auto* s = std::get_if<std::string>(&*part))
          value = QString::fromStdString(*s);
        else if (auto* c = std::get_if<sw::Color>(&*part))
          value = colorText(*c);
        else if (auto* p = std::get_if<sw::Vec2>(&*part))
          value = pointText(*p);
        else if (auto* s = std::get_if<sw::Vec3>(&*part))
          value = sphereText(*s);
      }
      if (line->text() != value) line->setText(value);
      if (auto* pick = line->findChild<QAction*>(QStringLiteral("pickColorAction"));
          pick && row->color.isValid())
        pick->setIcon(QIcon(swatch(row->color, {18, 12})));
      break;
    }
  }
}

void PropertyDelegate::setModelData(QWidget* editor, QAbstractItemModel*, const QModelIndex& index) const {
  const auto* row = model_->rowAt(index);
  const auto* info = model_->propertyOf(row);
  const auto kind = model_->partKind(row);
  if (!row || !info || !kind) return;
  const int serial = serialOf(editor);
  switch (kindOf(editor)) {
    case EditorKind::Number: {
      auto* spin = static_cast<NumberEditor*>(editor);
      if (!spin->hasUserValue()) return;  // still mixed: the user changed nothing
      const double v = spin->value();
      model_->setPart(index, *kind == K::Int ? sw::Value(std::int64_t(std::llround(v))) : sw::Value(v),
                      serial);
      break;
    }
    case EditorKind::Enum: {
      auto* combo = static_cast<QComboBox*>(editor);
      if (combo->currentIndex() < 0) return;
      model_->setPart(index, sw::Value(std::int64_t(combo->currentData().toLongLong())), serial);
      break;
    }
    case EditorKind::Asset:
    case EditorKind::Object: {
      auto* chooser = static_cast<ChoiceEditor*>(editor);
      const QString text = chooser->chosenName();
      if (row->mixed && text.isEmpty() && !chooser->choseNone()) return;  // left mixed
      model_->setPart(index, sw::Value(text.toStdString()), serial);
      break;
    }
    case EditorKind::Text: {
      auto* text = static_cast<QPlainTextEdit*>(editor);
      if (row->mixed && text->toPlainText().isEmpty()) return;
      model_->setPart(index, sw::Value(text->toPlainText().toStdString()), serial);
      break;
    }
    case EditorKind::Color:
    case EditorKind::Expression:
    case EditorKind::Point:
    case EditorKind::Sphere:
    case EditorKind::Line: {
      auto* line = static_cast<QLineEdit*>(editor);
      const QString text = line->text();
      if (row->mixed && text.isEmpty()) return;
      if (auto problem = lineProblem(kindOf(editor), text)) {
        model_->refuse(row->label + QStringLiteral(": ") + *problem);
        return;
      }
      if (kindOf(editor) == EditorKind::Color)
        model_->setPart(index, sw::Value(*parseColor(text)), serial);
      else if (kindOf(editor) == EditorKind::Point)
        model_->setPart(index, sw::Value(*parsePoint(text)), serial);
      else if (kindOf(editor) == EditorKind::Sphere)
        model_->setPart(index, sw::Value(*parseSphere(text)), serial);
      else
        model_->setPart(index, sw::Value(text.toStdString()), serial);
      break;
    }
  }
}

void PropertyDelegate::updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                                            const QModelIndex&) const {
  QRect r = option.rect;
  if (kindOf(editor) == EditorKind::Text) {
    // Several lines, over the rows below (the view clips it to its viewport).
    r.setHeight(std::max(r.height(), editor->fontMetrics().lineSpacing() * 6 + 8));
  }
  editor->setGeometry(r);
}

QPixmap PropertyDelegate::swatch(const QColor& color, QSize size) {
  const qreal dpr = qApp ? qApp->devicePixelRatio() : 1.0;
  QPixmap pixmap(size * dpr);
  pixmap.setDevicePixelRatio(dpr);
  pixmap.fill(Qt::transparent);
  QPainter p(&pixmap);
  const QRectF box(0.5, 0.5, size.width() - 1, size.height() - 1);
  if (color.isValid() && color.alpha() < 255) {
    // A checkerboard shows how transparent the colour is.
    const int cell = 4;
    for (int y = 0; y < size.height(); y += cell)
      for (int x = 0; x < size.width(); x += cell)
        p.fillRect(QRect(x, y, cell, cell), ((x / cell + y / cell) % 2) ? QColor(200, 200, 200) : Qt::white);
  }
  if (color.isValid()) {
    p.fillRect(box, color);
  } else {
    p.fillRect(box, Qt::white);
    p.fillRect(box, QBrush(QColor(0, 0, 0, 90), Qt::BDiagPattern));
  }
  p.setPen(QColor(0, 0, 0, 110));
  p.drawRect(box);
  return pixmap;
}

void PropertyDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const {
  QStyleOptionViewItem opt = option;
  initStyleOption(&opt, index);
  if (index.column() == 1) {
    if (isColorRow(index)) {
      // Mixed colours get an empty, hatched swatch: still a place to click.
      opt.features |= QStyleOptionViewItem::HasDecoration;
      opt.decorationSize = QSize(22, 12);
      opt.icon = QIcon(swatch(index.data(PropertyModel::ColorRole).value<QColor>(), opt.decorationSize));
    } else if (index.data(PropertyModel::BrokenRole).toBool()) {
      const QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
      opt.features |= QStyleOptionViewItem::HasDecoration;
      opt.decorationSize = QSize(14, 14);
      opt.icon = style->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, opt.widget);
    }
  }
  const QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
  const QRect play = playButtonRect(option, index);
  if (!play.isEmpty()) opt.rect.setRight(play.left() - 2);  // the text stops before the button
  style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
  if (!play.isEmpty())
    style->standardIcon(QStyle::SP_MediaPlay, nullptr, opt.widget).paint(painter, play);
}

QRect PropertyDelegate::playButtonRect(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  if (index.column() != 1 || !namesSound_ || !namesSound_(index)) return {};
  const int side = std::min(16, option.rect.height() - 2);
  return QRect(option.rect.right() - side - 2, option.rect.center().y() - side / 2, side, side);
}

QSize PropertyDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QSize size = QStyledItemDelegate::sizeHint(option, index);
  size.setHeight(std::max(size.height(), option.fontMetrics.height() + 10));
  return size;
}

bool PropertyDelegate::editorEvent(QEvent* event, QAbstractItemModel* model,
                                   const QStyleOptionViewItem& option, const QModelIndex& index) {
  // A click on a colour row's swatch (or a double click on the row) opens the dialog.
  if (isColorRow(index) && (index.flags() & Qt::ItemIsEditable)) {
    if (event->type() == QEvent::MouseButtonDblClick) {
      emit colorDialogRequested(index);
      return true;
    }
    if (event->type() == QEvent::MouseButtonRelease) {
      auto* mouse = static_cast<QMouseEvent*>(event);
      const QRect swatchArea(option.rect.left(), option.rect.top(), 30, option.rect.height());
      if (mouse->button() == Qt::LeftButton && swatchArea.contains(mouse->position().toPoint())) {
        emit colorDialogRequested(index);
        return true;
      }
    }
  }
  return QStyledItemDelegate::editorEvent(event, model, option, index);
}

void PropertyDelegate::setSoundRows(QAbstractItemView* view, std::function<bool(const QModelIndex&)> namesSound) {
  namesSound_ = std::move(namesSound);
  soundView_ = view;
  if (view) view->viewport()->installEventFilter(this);
}

// A click on a row's play button plays its sound, and neither selects nor edits the row.
bool PropertyDelegate::playClickAt(QAbstractItemView* view, QEvent* event) {
  const auto type = event->type();
  if (type != QEvent::MouseButtonPress && type != QEvent::MouseButtonRelease && type != QEvent::MouseButtonDblClick)
    return false;
  auto* mouse = static_cast<QMouseEvent*>(event);
  if (mouse->button() != Qt::LeftButton) return false;
  const QPoint at = mouse->position().toPoint();
  QModelIndex index = view->indexAt(at);
  if (!index.isValid()) return false;
  index = index.siblingAtColumn(1);
  QStyleOptionViewItem option;
  option.rect = view->visualRect(index);
  const QRect play = playButtonRect(option, index);
  if (play.isEmpty() || !play.adjusted(-2, -2, 2, 2).contains(at)) return false;
  if (type == QEvent::MouseButtonRelease) emit playSoundRequested(index);
  return true;
}

bool PropertyDelegate::eventFilter(QObject* object, QEvent* event) {
  if (soundView_ && object == soundView_->viewport()) return playClickAt(soundView_, event);
  auto* editor = qobject_cast<QWidget*>(object);
  if (editor && event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
    const EditorKind kind = kindOf(editor);
    if (enter && kind == EditorKind::Text && (key->modifiers() & Qt::ControlModifier)) {
      emit commitData(editor);
      emit closeEditor(editor, QAbstractItemDelegate::SubmitModelCache);
      return true;
    }
    if (enter && (kind == EditorKind::Expression || kind == EditorKind::Point || kind == EditorKind::Sphere ||
                  kind == EditorKind::Color)) {
      // A value that cannot be stored keeps the editor open, with the reason shown, so
      // the text can be fixed instead of typed again.
      auto* line = static_cast<QLineEdit*>(editor);
      if (auto problem = lineProblem(kind, line->text())) {
        model_->refuse(editor->property(kLabelProperty).toString() + QStringLiteral(": ") + *problem);
        if (kind == EditorKind::Expression) {
          const QByteArray utf8 = line->text().toUtf8();
          const auto check =
              sw::checkExpression(std::string_view(utf8.constData(), std::size_t(utf8.size())));
          line->setCursorPosition(std::max(0, check.column - 1));
        }
        return true;
      }
    }
  }
  return QStyledItemDelegate::eventFilter(object, event);
}

}  // namespace sw::editor::grid
