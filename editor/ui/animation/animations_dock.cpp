#include "ui/animation/animations_dock.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "model/platformer/character_type.h"
#include "model/platformer/monster_type.h"
#include "model/project/project.h"
#include "ui/animation/animation_graph_items.h"
#include "ui/animation/animation_graph_scene.h"
#include "ui/animation/animation_line_edits.h"
#include "ui/animation/animation_preview.h"

namespace sw::editor {

namespace {
QString nameOfCreature(const sw::Describable* creature) {
  if (const auto* c = dynamic_cast<const sw::CharacterType*>(creature))
    return AnimationsDock::tr("Character: %1").arg(QString::fromStdString(c->name));
  if (const auto* m = dynamic_cast<const sw::MonsterType*>(creature))
    return AnimationsDock::tr("Monster: %1").arg(QString::fromStdString(m->name));
  return {};
}
std::string spriteName(const sw::Describable* creature) {
  if (const auto* c = dynamic_cast<const sw::CharacterType*>(creature)) return c->sprite;
  if (const auto* m = dynamic_cast<const sw::MonsterType*>(creature)) return m->sprite;
  return {};
}
}  // namespace

AnimationsDock::AnimationsDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Animations"), parent), document_(document) {
  setObjectName(QStringLiteral("animationsDock"));
  auto* body = new QWidget(this);
  creatures_ = new QComboBox(body);
  creatures_->setObjectName(QStringLiteral("animationCreatureCombo"));
  creatures_->setToolTip(tr("The character or monster type whose animations are shown"));
  auto* tools = new QToolBar(body);
  tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
  add_ = tools->addAction(tr("Add Animation"));
  add_->setObjectName(QStringLiteral("addAnimation"));
  add_->setToolTip(tr("A new animation line: a template over one of the sprite's frame groups"));
  delete_ = tools->addAction(tr("Delete"));
  delete_->setObjectName(QStringLiteral("deleteAnimation"));
  delete_->setToolTip(tr("Delete the picked animations and wires (Delete)"));
  problems_ = new QLabel(body);
  problems_->setObjectName(QStringLiteral("animationProblems"));
  problems_->setWordWrap(true);

  scene_ = new animation::AnimationGraphScene(document, this);
  view_ = new QGraphicsView(scene_, body);
  view_->setObjectName(QStringLiteral("animationGraphView"));
  view_->setRenderHint(QPainter::Antialiasing);
  view_->setDragMode(QGraphicsView::RubberBandDrag);
  view_->setToolTip(
      tr("Drag from a box's orange dot onto another box: chain (then) or switch (if). "
         "Double-click a switch to edit its condition, a box to edit its line."));
  preview_ = new animation::AnimationPreview(document, body);

  auto* split = new QSplitter(Qt::Horizontal, body);
  split->addWidget(view_);
  split->addWidget(preview_);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 1);
  split->setSizes({700, 260});  // the graph gets the room; the preview needs little
  auto* top = new QHBoxLayout;
  top->addWidget(creatures_, 1);
  top->addWidget(tools);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);
  layout->addLayout(top);
  layout->addWidget(split, 1);
  layout->addWidget(problems_);
  setWidget(body);

  connect(creatures_, &QComboBox::currentIndexChanged, this, [this] {
    scene_->setCreature(creature());
    refresh();
  });
  connect(add_, &QAction::triggered, this, &AnimationsDock::addAnimationDialog);
  connect(delete_, &QAction::triggered, scene_, &animation::AnimationGraphScene::deleteSelection);
  // Dialogs and menus open after the scene has finished with the mouse event.
  connect(scene_, &animation::AnimationGraphScene::wireDropped, this, &AnimationsDock::onWireDropped,
          Qt::QueuedConnection);
  connect(scene_, &animation::AnimationGraphScene::editRequested, this, &AnimationsDock::onEditRequested,
          Qt::QueuedConnection);
  connect(scene_, &animation::AnimationGraphScene::statusMessage, problems_, &QLabel::setText);
  connect(preview_, &animation::AnimationPreview::currentAnimationChanged, scene_,
          &animation::AnimationGraphScene::setCurrentAnimation);

  connect(document_, &Document::projectReset, this, [this] {
    scene_->setCreature(nullptr);  // the old project's types go with it
    rebuildCreatures();
  });
  connect(document_, &Document::charactersChanged, this, &AnimationsDock::rebuildCreatures);
  // Monster types and undo of any edit: the lines shown may have changed.
  connect(document_->undoStack(), &QUndoStack::indexChanged, this, &AnimationsDock::rebuildCreatures);
  connect(document_->tilesets(), &TilesetStore::tilesetChanged, this, &AnimationsDock::refresh);
  connect(document_->tilesets(), &TilesetStore::tilesetsReset, this, &AnimationsDock::refresh);
  connect(document_, &Document::currentCharactersChanged, this, [this] {
    const auto& picked = document_->currentCharacters();
    if (!picked.empty()) showCreature(picked.front());
  });
  connect(document_, &Document::currentMonstersChanged, this, [this] {
    const auto& picked = document_->currentMonsters();
    if (!picked.empty()) showCreature(picked.front());
  });
  rebuildCreatures();
}

sw::Describable* AnimationsDock::creature() const {
  const int at = creatures_->currentIndex();
  return at >= 0 && at < int(listed_.size()) ? listed_[std::size_t(at)] : nullptr;
}

void AnimationsDock::showCreature(const sw::Describable* creature) {
  for (std::size_t i = 0; i < listed_.size(); ++i)
    if (listed_[i] == creature) return creatures_->setCurrentIndex(int(i));
}

void AnimationsDock::rebuildCreatures() {
  std::vector<sw::Describable*> now;
  const sw::Project& project = document_->project();
  for (const auto& c : project.characters) now.push_back(c.get());
  for (const auto& m : project.monsters) now.push_back(m.get());
  QStringList names;
  for (const sw::Describable* c : now) names << nameOfCreature(c);
  QStringList shown;
  for (int i = 0; i < creatures_->count(); ++i) shown << creatures_->itemText(i);
  if (now != listed_ || names != shown) {
    sw::Describable* keep = creature();
    const QSignalBlocker quiet(creatures_);
    creatures_->clear();
    listed_ = now;
    creatures_->addItems(names);
    int at = 0;
    for (std::size_t i = 0; i < listed_.size(); ++i)
      if (listed_[i] == keep) at = int(i);
    creatures_->setCurrentIndex(listed_.empty() ? -1 : at);
    scene_->setCreature(creature());
  }
  refresh();
}

void AnimationsDock::refresh() {
  sw::Describable* shown = creature();
  if (scene_->creature() != shown)
    scene_->setCreature(shown);
  else
    scene_->sync();
  const std::vector<std::string> lines = scene_->lines();
  preview_->setAnimations(lines, spriteName(shown));
  const auto problems = sw::animationProblems(lines, scene_->sprite());
  problems_->setText(!shown ? tr("No character or monster type in the project: add one in the Project dock")
                     : problems.empty()
                         ? tr("%n animation(s), no problems", nullptr, int(lines.size()))
                         : tr("%n problem(s): shown on the boxes in red", nullptr, int(problems.size())));
  add_->setEnabled(shown);
  delete_->setEnabled(shown);
}

void AnimationsDock::showCurrentAnimation(int animationIndex) { scene_->setCurrentAnimation(animationIndex); }

void AnimationsDock::onWireDropped(int from, int to, QPoint screenPos) {
  QMenu menu(this);
  QAction* chain = menu.addAction(tr("Chain: then (plays when it ends)"));
  QAction* switchTo = menu.addAction(tr("Switch: if CONDITION (switches at once)..."));
  QAction* picked = menu.exec(screenPos);
  if (picked == chain) {
    scene_->connectChain(from, to);
  } else if (picked == switchTo) {
    bool ok = false;
    const QString condition =
        QInputDialog::getText(this, tr("Switch"),
                              tr("Condition over the creature's signals (grounded, moving, falling, "
                                 "attacking, speed ...):"),
                              QLineEdit::Normal, QStringLiteral("!grounded"), &ok);
    if (ok) scene_->connectSwitch(from, to, condition.toStdString());
  }
}

void AnimationsDock::onEditRequested(int line, int switchIndex) {
  const auto lines = scene_->lines();
  if (line < 0 || line >= int(lines.size())) return;
  bool ok = false;
  if (switchIndex >= 0) {
    const auto parsed = sw::parseAnimationLine(lines[std::size_t(line)], nullptr);
    if (!parsed || switchIndex >= int(parsed->switches.size())) return;
    const QString condition = QInputDialog::getText(
        this, tr("Switch Condition"), tr("Switch when:"), QLineEdit::Normal,
        QString::fromStdString(parsed->switches[std::size_t(switchIndex)].condition), &ok);
    if (ok) scene_->setSwitchCondition(line, switchIndex, condition.toStdString());
    return;
  }
  const QString text =
      QInputDialog::getText(this, tr("Animation"), tr("NAME: TEMPLATE GROUP [every N]; ..."),
                            QLineEdit::Normal, QString::fromStdString(lines[std::size_t(line)]), &ok);
  if (ok) scene_->setLineText(line, text.toStdString());
}

void AnimationsDock::addAnimationDialog() {
  if (!creature()) return;
  QDialog dialog(this);
  dialog.setWindowTitle(tr("Add Animation"));
  auto* name =
      new QLineEdit(QString::fromStdString(animation::freeAnimationName(scene_->lines(), "idle")), &dialog);
  auto* play = new QComboBox(&dialog);
  for (auto t : {sw::AnimationTemplate::Loop, sw::AnimationTemplate::Once, sw::AnimationTemplate::PingPong,
                 sw::AnimationTemplate::Hold})
    play->addItem(QLatin1String(sw::templateName(t)), int(t));
  auto* group = new QComboBox(&dialog);
  group->setEditable(true);
  if (const sw::Tileset* sprite = scene_->sprite())
    for (const auto& g : sprite->frameGroups) group->addItem(QString::fromStdString(g.name));
  auto* every = new QSpinBox(&dialog);
  every->setRange(1, 600);
  every->setValue(int(sw::kDefaultTicksPerFrame));
  every->setSuffix(tr(" ticks per frame"));
  auto* form = new QFormLayout(&dialog);
  form->addRow(tr("Name"), name);
  form->addRow(tr("Template"), play);
  form->addRow(tr("Frame group"), group);
  form->addRow(tr("Every"), every);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  if (dialog.exec() != QDialog::Accepted) return;
  sw::AnimationLine line;
  line.name = name->text().trimmed().toStdString();
  line.play = sw::AnimationTemplate(play->currentData().toInt());
  line.group = group->currentText().trimmed().toStdString();
  line.ticksPerFrame = every->value();
  scene_->addAnimation(line);
}

}  // namespace sw::editor
