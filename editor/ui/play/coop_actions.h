#pragma once
// Play > Host Co-op... and Join Co-op...: network co-op in the editor's Play view (the
// session and rollback are the view library's NetPlay, view/play/net_play.h). Hosting asks
// for a UDP port, joining for HOST:PORT; both play the saved project (the join compares the
// files on disk, so unsaved edits must be saved first). A status line in the status bar shows
// ping, rollbacks per second, input delay and kB/s while co-op runs; how it ended (the other
// side left, a refused join, a desync and its report) goes to the Log.
#include <QObject>
#include <QPointer>
#include <memory>

class QLabel;
class QMainWindow;
class QMenu;

namespace sw::editor {
class Document;
}
namespace sw::ui {
class LevelViewport;
}

namespace sw::play {

class NetPlay;
class PlayController;

class CoopActions : public QObject {
  Q_OBJECT
 public:
  CoopActions(PlayController* play, sw::editor::Document* document, sw::ui::LevelViewport* viewport,
              QMainWindow* window);
  ~CoopActions() override;
  void populate(QMenu* playMenu);

  // What the dialogs ask for, callable without them (tests).
  bool host(quint16 port);
  bool join(const QString& hostAndPort);
  QString statusText() const;

 private:
  bool begin(std::unique_ptr<NetPlay> net);
  bool ready();

  PlayController* play_;
  sw::editor::Document* document_;
  QPointer<sw::ui::LevelViewport> viewport_;
  QMainWindow* window_;
  QLabel* status_;
  std::unique_ptr<NetPlay> net_;
};

}  // namespace sw::play
