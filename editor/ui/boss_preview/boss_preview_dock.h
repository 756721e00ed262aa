#pragma once
// The Boss Preview dock (issue 41 item 6): the document's current enemy type played alone
// by the real stepper (boss_preview_run.h), drawn by BossPreviewView. A tick slider and spin
// box scrub 0..3600 (each move re-runs the deterministic simulation: on from the held
// state when ahead, from 0 when behind), Play/Pause steps one tick per frame, "Damage Part"
// and "Destroy Part" act on the picked part at the current tick and are kept as presses
// that every re-run repeats ("Reset" forgets them), and a label shows the phase and every
// machine's state. The dummy ship's place is a preview setting (QSettings), not the
// document's. It follows Document::currentEnemyType() and rebuilds after edits of the
// project (enemy types, patterns, game rules), when shown.
#include <QDockWidget>

#include "ui/boss_preview/boss_preview_run.h"

class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class QTimer;
class QToolButton;
class QPushButton;

namespace sw::editor {

class Document;
class BossPreviewView;

class BossPreviewDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit BossPreviewDock(Document* document, QWidget* parent = nullptr);  // "bossPreviewDock"

  BossPreviewRun& run() { return run_; }
  BossPreviewView* view() const { return view_; }
  // Runs to `tick` and shows it (what the slider and spin box do).
  void scrubTo(int tick);
  // One tick on (what a Play frame does).
  void stepOnce();
  // Damage Part / Destroy Part / Reset, on the part picked in the combo.
  void damagePart();
  void destroyPart();
  void resetPresses();
  // Builds the run again from the document's project now (edits arrive here).
  void reload();
  QString statusText() const;

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void followCurrentType();
  void projectEdited();
  void showTick();
  void fillParts();
  void setPlaying(bool on);

  Document* document_;
  BossPreviewRun run_;
  std::string typeName_;
  bool stale_ = true;  // the document changed since the last reload
  BossPreviewView* view_ = nullptr;
  QSlider* slider_ = nullptr;
  QSpinBox* tick_ = nullptr;
  QToolButton* play_ = nullptr;
  QComboBox* part_ = nullptr;
  QPushButton* damage_ = nullptr;
  QPushButton* destroy_ = nullptr;
  QPushButton* reset_ = nullptr;
  QLabel* status_ = nullptr;
  QTimer* timer_ = nullptr;
};

}  // namespace sw::editor
