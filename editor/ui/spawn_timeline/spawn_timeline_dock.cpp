#include "ui/spawn_timeline/spawn_timeline_dock.h"

#include <QHBoxLayout>
#include <QScrollArea>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "ui/spawn_timeline/spawn_timeline_view.h"
#include "ui/shell/empty_hint.h"

namespace sw::editor {

SpawnTimelineDock::SpawnTimelineDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Spawn Timeline"), parent), document_(document) {
  setObjectName(QStringLiteral("spawnTimelineDock"));
  auto* content = new QWidget(this);
  auto* layout = new QVBoxLayout(content);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->setSpacing(2);

  auto* bar = new QHBoxLayout;
  auto* add = new QToolButton(content);
  add->setObjectName(QStringLiteral("addSpawnButton"));
  add->setText(tr("Add Spawn"));
  add->setToolTip(tr("Add a spawn at the scrubbed tick"));
  auto* zoomIn = new QToolButton(content);
  zoomIn->setText(QStringLiteral("+"));
  zoomIn->setToolTip(tr("Zoom in (Ctrl+wheel)"));
  auto* zoomOut = new QToolButton(content);
  zoomOut->setText(QStringLiteral("−"));
  zoomOut->setToolTip(tr("Zoom out (Ctrl+wheel)"));
  bar->addWidget(add);
  bar->addStretch(1);
  bar->addWidget(zoomOut);
  bar->addWidget(zoomIn);
  layout->addLayout(bar);

  scroll_ = new QScrollArea(content);
  view_ = new SpawnTimelineView(document_, scroll_);
  scroll_->setWidget(view_);
  scroll_->setWidgetResizable(false);
  layout->addWidget(scroll_, 1);
  setWidget(content);
  EmptyHint::install(scroll_, tr("No spawns in this level. Add Spawn places one at the scrubbed tick."), [this] {
    const sw::Level* level = document_->level();
    return !level || std::none_of(level->objects.begin(), level->objects.end(),
                                  [](const auto& o) { return o->kind() == "Spawn"; });
  })
      ->refreshOn(document_, &Document::structureChanged)
      ->refreshOn(document_, &Document::projectReset)
      ->refreshOn(document_, &Document::levelSwitched);

  connect(add, &QToolButton::clicked, this, [this] { addSpawnAt(view_->currentTick()); });
  connect(zoomIn, &QToolButton::clicked, this, [this] { view_->setPixelsPerTick(view_->layout().pixelsPerTick() * 1.5); });
  connect(zoomOut, &QToolButton::clicked, this,
          [this] { view_->setPixelsPerTick(view_->layout().pixelsPerTick() / 1.5); });
  connect(view_, &SpawnTimelineView::tickRequested, this, &SpawnTimelineDock::tickRequested);
}

void SpawnTimelineDock::setCurrentTick(std::int64_t tick) {
  view_->setCurrentTick(tick);
}

void SpawnTimelineDock::addSpawnAt(std::int64_t tick) {
  sw::Level* level = document_->editableLevel();
  if (!level) return;
  auto setTick = [tick](sw::LevelObject& spawn) {
    if (const sw::Property* p = spawn.description().find("tick")) p->set(spawn, sw::Value(std::int64_t(tick)));
  };
  if (auto* command = makeAddObjects(document_, level, {{"Spawn", {}, {}, setTick}}, tr("Add Spawn")))
    document_->undoStack()->push(command);
}

}  // namespace sw::editor
