#include "ui/patterns/patterns_dock.h"

#include <QAction>
#include <cstdlib>
#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include "document/document.h"
#include "document/commands/pattern_commands.h"
#include "document/qt_strings.h"
#include "model/patterns/bullet_pattern_json.h"
#include "model/project/project.h"
#include "model/validate/validate_patterns.h"
#include "ui/shell/named_action.h"
#include "ui/shell/own_keys.h"
#include "ui/patterns/pattern_commands_view.h"
#include "ui/patterns/pattern_focus.h"
#include "ui/patterns/pattern_preview_view.h"
#include "ui/patterns/pattern_text_edit.h"
#include "ui/shell/standard_icons.h"

#include "sim/patterns/pattern_preview.h"

namespace sw::editor {

namespace {
constexpr int kCheckDelayMs = 150;  // after the last key; the preview follows at once
constexpr int kPreviewTicks = 600;
const QPointF kEmitter{8, 0};

// "/patterns/3/actions/0/wait" -> "/actions/0/wait" (the text holds one pattern).
std::string withinPattern(const std::string& where, const std::string& prefix) {
  if (where.rfind(prefix, 0) != 0) return {};
  return where.size() == prefix.size() ? std::string("/") : where.substr(prefix.size());
}

// "line 3, column 7" -> 3 (a syntax error), else 0.
int syntaxLine(const std::string& where) {
  if (where.rfind("line ", 0) != 0) return 0;
  return std::atoi(where.c_str() + 5);
}
}  // namespace

PatternsDock::PatternsDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Patterns"), parent), document_(document) {
  setObjectName(QStringLiteral("patternsDock"));

  auto makeAction = [this](const QString& text, const char* name, QStyle::StandardPixmap icon, const QString& tip) {
    return toolAction(this, text, name, icon, tip);
  };
  add_ = makeAction(tr("Add Pattern"), "addPatternAction", QStyle::SP_FileDialogNewFolder,
                    tr("Add a new bullet pattern (a ring every 20 ticks) to the project"));
  duplicate_ = makeAction(tr("Duplicate Pattern"), "duplicatePatternAction", QStyle::SP_FileDialogContentsView,
                          tr("Copy the selected pattern"));
  remove_ = makeAction(tr("Remove Pattern"), "removePatternAction", QStyle::SP_TrashIcon,
                       tr("Remove the selected pattern (what names it is reported by the project check)"));
  rename_ = makeAction(tr("Rename Pattern"), "renamePatternAction", QStyle::SP_FileDialogDetailedView,
                       tr("Rename the selected pattern; enemy types, behaviour lines and calls follow (F2)"));
  apply_ = makeAction(tr("Apply"), "applyPatternAction", QStyle::SP_DialogApplyButton,
                      tr("Apply the text to the project as one undo step (Ctrl+Return; also when the text loses focus)"));
  rename_->setShortcut(QKeySequence(Qt::Key_F2));
  rename_->setShortcutContext(Qt::WidgetShortcut);  // the list renames in place (keepKeys below)
  apply_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
  apply_->setShortcutContext(Qt::WidgetWithChildrenShortcut);

  auto* content = new QWidget(this);
  auto* splitter = new QSplitter(Qt::Horizontal, content);
  auto* outer = new QVBoxLayout(content);
  outer->setContentsMargins(2, 2, 2, 2);
  outer->addWidget(splitter);

  // List column.
  auto* listColumn = new QWidget(splitter);
  auto* listLayout = new QVBoxLayout(listColumn);
  listLayout->setContentsMargins(0, 0, 0, 0);
  auto* bar = new QToolBar(listColumn);
  bar->setIconSize(QSize(16, 16));
  bar->addActions({add_, duplicate_, rename_, remove_});
  listLayout->addWidget(bar);
  list_ = new QListWidget(listColumn);
  list_->setObjectName(QStringLiteral("patternList"));
  list_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
  listLayout->addWidget(list_);
  list_->addAction(rename_);
  // F2 renames in place here; elsewhere the Edit menu's Rename acts on the focused pattern.
  keepKeys(list_, {QKeySequence(Qt::Key_F2)});
  // The picked pattern is what the property grid and the Edit menu act on.
  editFocus_ = document_->focus();
  focus_ = std::make_unique<PatternFocus>(
      document_, [this] { return shownName_; }, [this](const std::string& name) { shownName_ = name; });

  // The pattern's two views of the same data: its commands as a tree, and its text.
  auto* viewColumn = new QWidget(splitter);
  auto* viewLayout = new QVBoxLayout(viewColumn);
  viewLayout->setContentsMargins(0, 0, 0, 0);
  views_ = new QTabWidget(viewColumn);
  views_->setObjectName(QStringLiteral("patternViews"));
  commands_ = new PatternCommandsView(document_, views_);
  views_->addTab(commands_, tr("Commands"));
  // The text's tab holds Apply under it; the problems show under both tabs, only when
  // there are some: at 1366x768 the dock is about 210 px high, and every row counts.
  auto* textTab = new QWidget(views_);
  auto* textLayout = new QVBoxLayout(textTab);
  textLayout->setContentsMargins(0, 0, 0, 0);
  textLayout->setSpacing(2);
  text_ = new PatternTextEdit(textTab);
  text_->setObjectName(QStringLiteral("patternText"));
  text_->addAction(apply_);
  textLayout->addWidget(text_, 1);
  auto* applyRow = new QHBoxLayout;
  applyRow->addStretch(1);
  auto* applyButton = new QToolButton(textTab);
  applyButton->setDefaultAction(apply_);
  applyButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  applyRow->addWidget(applyButton);
  textLayout->addLayout(applyRow);
  views_->addTab(textTab, tr("Text"));
  viewLayout->addWidget(views_, 3);
  // Both tabs readable however narrow the splitter makes the column.
  viewColumn->setMinimumWidth(views_->tabBar()->sizeHint().width() + 4);
  problems_ = new QListWidget(viewColumn);
  problems_->setObjectName(QStringLiteral("patternProblems"));
  problems_->setMaximumHeight(70);
  problems_->hide();
  viewLayout->addWidget(problems_);

  // Preview column.
  auto* previewColumn = new QWidget(splitter);
  auto* previewLayout = new QVBoxLayout(previewColumn);
  previewLayout->setContentsMargins(0, 0, 0, 0);
  view_ = new PatternPreviewView(previewColumn);
  view_->setEmitter(kEmitter);
  previewLayout->addWidget(view_, 1);
  auto* controls = new QHBoxLayout;
  play_ = new QToolButton(previewColumn);
  play_->setObjectName(QStringLiteral("patternPlay"));
  play_->setCheckable(true);
  play_->setIcon(standardIcon(QStyle::SP_MediaPlay));
  play_->setToolTip(tr("Play the preview (loops)"));
  controls->addWidget(play_);
  tickSlider_ = new QSlider(Qt::Horizontal, previewColumn);
  tickSlider_->setObjectName(QStringLiteral("patternTickSlider"));
  tickSlider_->setRange(0, kPreviewTicks);
  tickSlider_->setToolTip(tr("The tick shown: the pattern fires at tick 0"));
  controls->addWidget(tickSlider_, 1);
  tickLabel_ = new QLabel(previewColumn);
  tickLabel_->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("tick 000")));
  controls->addWidget(tickLabel_);
  previewLayout->addLayout(controls);
  auto* rankRow = new QHBoxLayout;
  rankRow->addWidget(new QLabel(tr("Rank"), previewColumn));
  rankSlider_ = new QSlider(Qt::Horizontal, previewColumn);
  rankSlider_->setObjectName(QStringLiteral("patternRank"));
  rankSlider_->setRange(0, 100);
  rankSlider_->setValue(50);
  rankSlider_->setToolTip(tr("$rank for the preview, 0 to 1"));
  rankRow->addWidget(rankSlider_, 1);
  count_ = new QLabel(previewColumn);
  count_->setObjectName(QStringLiteral("patternCount"));
  rankRow->addWidget(count_);
  previewLayout->addLayout(rankRow);

  splitter->setStretchFactor(0, 2);
  splitter->setStretchFactor(1, 6);
  splitter->setStretchFactor(2, 4);
  setWidget(content);

  checkTimer_.setSingleShot(true);
  checkTimer_.setInterval(kCheckDelayMs);
  connect(&checkTimer_, &QTimer::timeout, this, &PatternsDock::check);
  playTimer_.setInterval(16);
  connect(&playTimer_, &QTimer::timeout, this, [this] {
    tickSlider_->setValue(tickSlider_->value() >= kPreviewTicks ? 0 : tickSlider_->value() + 1);
  });
  connect(play_, &QToolButton::toggled, this, [this](bool on) {
    play_->setIcon(standardIcon(on ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    on ? playTimer_.start() : playTimer_.stop();
  });
  connect(tickSlider_, &QSlider::valueChanged, this, &PatternsDock::showTick);
  connect(rankSlider_, &QSlider::valueChanged, this, &PatternsDock::rebuildPreview);
  connect(view_, &PatternPreviewView::playerMoved, this, [this](QPointF) { rebuildPreview(); });

  connect(text_, &QPlainTextEdit::textChanged, this, &PatternsDock::onTextChanged);
  // Leaving the text applies it (a valid one), like leaving a property field.
  connect(qApp, &QApplication::focusChanged, this, [this](QWidget* old, QWidget* now) {
    if (old == text_ && now != text_) applyText();
  });
  connect(list_, &QListWidget::currentRowChanged, this, [this] {
    if (updating_) return;
    showCurrent();
    takeFocus();
  });
  // A click on the current pattern after another part of the editor took the focus.
  connect(list_, &QListWidget::itemClicked, this, [this] { takeFocus(); });
  connect(list_, &QListWidget::itemChanged, this, &PatternsDock::renameItem);

  connect(add_, &QAction::triggered, this, [this] {
    std::string name;
    push(makeNewPattern(document_, &name));
    selectPattern(qs(name));
  });
  connect(duplicate_, &QAction::triggered, this, [this] {
    if (currentIndex() < 0) return;
    push(makeDuplicatePattern(document_, std::size_t(currentIndex())));
    list_->setCurrentRow(currentIndex() + 1);
  });
  connect(remove_, &QAction::triggered, this, [this] {
    if (currentIndex() >= 0) push(makeRemovePattern(document_, std::size_t(currentIndex())));
  });
  connect(rename_, &QAction::triggered, this, [this] {
    if (auto* item = list_->currentItem()) list_->editItem(item);
  });
  connect(apply_, &QAction::triggered, this, &PatternsDock::applyText);

  connect(document_, &Document::patternsChanged, this, &PatternsDock::rebuildList);
  connect(document_, &Document::projectReset, this, &PatternsDock::rebuildList);
  rebuildList();
}

PatternsDock::~PatternsDock() {
  if (editFocus_) editFocus_->release(focus_.get());  // the document may be gone already
}

void PatternsDock::takeFocus() {
  if (currentIndex() >= 0) document_->focus()->take(focus_.get());
  else document_->focus()->release(focus_.get());
}

int PatternsDock::currentIndex() const {
  const auto& patterns = document_->project().patterns;
  for (std::size_t i = 0; i < patterns.size(); ++i)
    if (patterns[i]->name == shownName_) return int(i);
  return -1;
}

QString PatternsDock::currentPatternName() const { return qs(shownName_); }

bool PatternsDock::selectPattern(const QString& name) {
  for (int i = 0; i < list_->count(); ++i)
    if (list_->item(i)->text() == name) {
      list_->setCurrentRow(i);
      showCurrent();
      return true;
    }
  return false;
}

void PatternsDock::rebuildList() {
  updating_ = true;
  const auto& patterns = document_->project().patterns;
  list_->clear();
  int row = -1;
  for (std::size_t i = 0; i < patterns.size(); ++i) {
    auto* item = new QListWidgetItem(qs(patterns[i]->name), list_);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    if (patterns[i]->name == shownName_) row = int(i);
  }
  if (row < 0 && !patterns.empty()) row = 0;
  list_->setCurrentRow(row);
  updating_ = false;
  const bool any = !patterns.empty();
  duplicate_->setEnabled(any);
  remove_->setEnabled(any);
  rename_->setEnabled(any);
  showCurrent();
  if (document_->focus()->holds(focus_.get())) takeFocus();
}

void PatternsDock::showCurrent() {
  const auto& patterns = document_->project().patterns;
  const int row = list_->currentRow();
  updating_ = true;
  if (row < 0 || row >= int(patterns.size())) {
    shownName_.clear();
    text_->setPlainText(QString());
    text_->setEnabled(false);
    text_->setPlaceholderText(tr("No pattern: add one with the + button"));
  } else {
    const std::string text = patternText(*patterns[std::size_t(row)]);
    shownName_ = patterns[std::size_t(row)]->name;
    text_->setEnabled(true);
    // Keep the cursor where it was when only the project caught up with the text.
    if (text_->toPlainText() != qs(text)) text_->setPlainText(qs(text));
  }
  commands_->showPattern(shownName_);
  updating_ = false;
  check();
}

void PatternsDock::onTextChanged() {
  if (updating_) return;
  checkTimer_.start();
}

void PatternsDock::checkNow() {
  checkTimer_.stop();
  check();
}

void PatternsDock::check() {
  checkTimer_.stop();
  problems_->clear();
  candidate_.reset();
  const int index = currentIndex();
  if (index < 0) {
    problems_->hide();
    text_->setProblems({});
    commands_->setProblems({});
    commands_->setTextPending(false);
    rebuildPreview();
    return;
  }
  const std::string text = text_->toPlainText().toStdString();
  const std::string file = document_->projectFile().toStdString();
  const std::string prefix = "/patterns/" + std::to_string(index);
  sw::BulletPattern pattern;
  sw::Errors errors;
  if (sw::readPatternText(text, file, prefix, pattern, errors)) validatePattern(document_->project(), pattern, file, prefix, errors);
  if (errors.empty() && pattern.name != shownName_ && document_->project().findPattern(pattern.name))
    errors.push_back({file, prefix + "/name", "there is already a pattern named '" + pattern.name + "'"});
  QMap<int, QString> marks;
  for (const sw::Error& e : errors) {
    int line = syntaxLine(e.where);
    if (!line) line = std::max(1, sw::lineOfPointer(text, withinPattern(e.where, prefix)));
    const QString message = qs(e.message);
    marks[line] = marks.contains(line) ? marks[line] + QLatin1Char('\n') + message : message;
    auto* item = new QListWidgetItem(tr("line %1: %2").arg(line).arg(message), problems_);
    item->setData(Qt::UserRole, line);
    item->setForeground(QColor(200, 40, 40));
  }
  text_->setProblems(marks);
  problems_->setVisible(problems_->count() > 0);
  // The tree shows the project's pattern: its problems when the text is that pattern, and
  // a note when the text holds changes that cannot be applied.
  const bool textIsProject = text == sw::patternText(*document_->project().patterns[std::size_t(index)]);
  std::vector<std::pair<std::string, QString>> treeProblems;
  if (textIsProject)
    for (const sw::Error& e : errors) treeProblems.push_back({withinPattern(e.where, prefix), qs(e.message)});
  commands_->setProblems(treeProblems);
  commands_->setTextPending(!textIsProject && !errors.empty());
  if (errors.empty()) candidate_ = std::move(pattern);
  apply_->setEnabled(candidate_.has_value());
  rebuildPreview();
}

bool PatternsDock::applyText() {
  checkNow();
  const int index = currentIndex();
  if (!candidate_ || index < 0) return false;
  const sw::BulletPattern pattern = *candidate_;
  QUndoStack* stack = document_->undoStack();
  if (pattern.name != shownName_) {
    QString why;
    QUndoCommand* rename = makeRenamePattern(document_, std::size_t(index), pattern.name, &why);
    if (!rename) {
      document_->log()->add(LogEntry::Severity::Warning, why);
      return false;
    }
    stack->beginMacro(rename->text());
    stack->push(rename);
    shownName_ = pattern.name;
    if (QUndoCommand* set = makeSetPattern(document_, std::size_t(index), pattern)) stack->push(set);
    stack->endMacro();
    return true;
  }
  QUndoCommand* set = makeSetPattern(document_, std::size_t(index), pattern);
  if (!set) return false;
  stack->push(set);
  return true;
}

void PatternsDock::renameItem(QListWidgetItem* item) {
  if (updating_ || !item) return;
  // Later, not inside the item's own signal: the rename rebuilds the list, deleting the item.
  const int row = list_->row(item);
  const std::string name = item->text().trimmed().toStdString();
  QMetaObject::invokeMethod(
      this,
      [this, row, name] {
        const auto& patterns = document_->project().patterns;
        if (row < 0 || row >= int(patterns.size())) return;
        QString why;
        const bool shown = patterns[std::size_t(row)]->name == shownName_;
        QUndoCommand* command = makeRenamePattern(document_, std::size_t(row), name, &why);
        if (!command) {
          if (!why.isEmpty()) document_->log()->add(LogEntry::Severity::Warning, why);
          rebuildList();  // the item shows the name it has
          return;
        }
        if (shown) shownName_ = name;
        document_->undoStack()->push(command);
      },
      Qt::QueuedConnection);
}

void PatternsDock::push(QUndoCommand* command) {
  if (command) document_->undoStack()->push(command);
}

void PatternsDock::rebuildPreview() {
  preview_.reset();
  const int index = currentIndex();
  if (candidate_ && index >= 0) {
    // A small project: the kinds and patterns, with the text's pattern in its place.
    previewProject_ = std::make_unique<sw::Project>();
    const sw::Project& project = document_->project();
    for (const auto& k : project.bulletKinds) previewProject_->bulletKinds.push_back(std::make_unique<sw::BulletKind>(*k));
    for (const auto& p : project.patterns) previewProject_->patterns.push_back(std::make_unique<sw::BulletPattern>(*p));
    *previewProject_->patterns[std::size_t(index)] = *candidate_;
    sw::PatternPreviewSettings settings;
    settings.emitter = {kEmitter.x(), kEmitter.y()};
    settings.player = {view_->player().x(), view_->player().y()};
    settings.rank = rankSlider_->value() / 100.0;
    preview_ = std::make_unique<sw::PatternPreview>(*previewProject_, candidate_->name, settings);
    if (!preview_->ok()) {
      view_->setMessage(preview_->errors().empty() ? tr("The preview cannot run this pattern")
                                                   : qs(preview_->errors().front().message));
      preview_.reset();
    } else {
      view_->setMessage({});
    }
  } else {
    view_->setMessage(index < 0 ? QString() : tr("Fix the marked lines to see the preview"));
  }
  showTick();
}

void PatternsDock::showTick() {
  const int tick = tickSlider_->value();
  tickLabel_->setText(tr("tick %1").arg(tick));
  QVector<PatternPreviewView::Dot> dots;
  if (preview_) {
    preview_->stepTo(tick);
    const auto& kinds = previewProject_->bulletKinds;
    for (std::size_t i = 0; i < preview_->bulletCount(); ++i) {
      const sw::PreviewBullet b = preview_->bullet(i);
      PatternPreviewView::Dot d;
      d.position = QPointF(b.position.x, b.position.y);
      d.radius = b.radius;
      const bool known = b.kind >= 0 && std::size_t(b.kind) < kinds.size();
      const sw::Color c = known ? kinds[std::size_t(b.kind)]->color : sw::Color{255, 120, 60, 255};
      d.color = QColor(c.r, c.g, c.b);
      dots.push_back(d);
    }
  }
  bulletCount_ = int(dots.size());
  count_->setText(tr("%n bullet(s)", nullptr, bulletCount_));
  view_->setBullets(std::move(dots));
}

}  // namespace sw::editor
