#pragma once
// The Spawn Timeline dock: the timeline view in a scroll area with zoom buttons and
// "Add Spawn", which places a new Spawn at the scrubbed tick.
#include <QDockWidget>
#include <cstdint>

class QScrollArea;

namespace sw::editor {

class Document;
class SpawnTimelineView;

class SpawnTimelineDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit SpawnTimelineDock(Document* document, QWidget* parent = nullptr);

  SpawnTimelineView* view() const { return view_; }
  // Adds a Spawn at `tick` (one undo step) and selects it.
  void addSpawnAt(std::int64_t tick);

 public slots:
  void setCurrentTick(std::int64_t tick);

 signals:
  void tickRequested(std::int64_t tick);

 private:
  Document* document_;
  SpawnTimelineView* view_;
  QScrollArea* scroll_;
};

}  // namespace sw::editor
