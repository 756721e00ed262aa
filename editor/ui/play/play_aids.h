#pragma once
// Play's testing aids (issue #16): God Mode and Infinite Lives toggles and a rank slider,
// in the Play menu and toolbar. They are run settings, not inputs (PlaySession::setAids,
// setRank): a toggle changes the running session from its next tick, restarts nothing and is
// written into the session's recording with its tick, so Save Recording / Save Session as
// Test replay the run identically. The rank applies at the next Play (it shapes a run from
// its first tick). None of them is remembered between editor sessions: a god mode left on
// by yesterday's test must never make today's run look easy.
#include <QObject>

class QAction;
class QLabel;
class QMenu;
class QSlider;
class QToolBar;
class QToolButton;
class QWidget;

namespace sw::play {

class PlaySession;

class PlayAids : public QObject {
  Q_OBJECT
 public:
  explicit PlayAids(PlaySession* session, QObject* parent = nullptr);

  void populate(QMenu* menu, QToolBar* toolbar);

  QAction* godModeAction() const { return god_; }              // objectName "godModeAction"
  QAction* infiniteLivesAction() const { return infinite_; }   // "infiniteLivesAction"
  // The toolbar's rank: "Level" (checked: the level's own rank) and a 0..100 slider.
  QString rankText() const;                                    // "Rank: level", "Rank: 0.75"

 private:
  void applyAids();
  void applyRank();

  PlaySession* session_;
  QAction* god_ = nullptr;
  QAction* infinite_ = nullptr;
  QWidget* rankWidget_ = nullptr;
  QSlider* slider_ = nullptr;
  QToolButton* levelRank_ = nullptr;
  QLabel* rankLabel_ = nullptr;
};

}  // namespace sw::play
