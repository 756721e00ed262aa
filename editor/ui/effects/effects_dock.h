#pragma once
// The Effects dock (issue 42, item 1): the project's particle effects (project.json
// "effects") in a list with Add, Duplicate, Delete and Rename, the picked effect's emitters
// with Add and Delete, and a preview (effect_preview.h) that loops the effect with a scrubber
// for its time and the live particle count. Picking an effect or an emitter puts it in the
// property grid (the dock is a FocusOwner), so every property is edited there, undoably; an
// edit shows in the preview at once and in a running Play (play_controller.h passes the
// document's effects on).
//
// Object names: "effectsDock", "effectList", "addEffect", "duplicateEffect", "deleteEffect",
// "renameEffect", "emitterList", "addEmitter", "deleteEmitter", "effectPreview",
// "effectScrubber", "effectPlayPause", "effectParticleCount".
#include <QDockWidget>
#include <memory>
#include <string>

class QLabel;
class QListWidget;
class QSlider;
class QToolButton;

namespace sw {
class Emitter;
class ParticleEffect;
}  // namespace sw

namespace sw::editor {

class Document;

namespace effects {
class EffectPreview;
}

class EffectsDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit EffectsDock(Document* document, QWidget* parent = nullptr);
  ~EffectsDock() override;

  // The picked effect and emitter (nullptr: none), and picking them by name / index.
  sw::ParticleEffect* currentEffect() const;
  sw::Emitter* currentEmitter() const;
  void pickEffect(const std::string& name);
  void pickEmitter(int index);
  effects::EffectPreview* preview() const { return preview_; }
  // Renames the picked effect (and what names it) in one undo step; false and why not.
  bool renameCurrent(const QString& name, QString* why = nullptr);

 private:
  class Focus;
  void rebuild();          // the project's effects changed
  void showEmitters();     // the picked effect changed
  // The grid shows the pick: `take` (the user picked) takes the focus, else only a holder's
  // subjects are refreshed.
  void showInGrid(bool take);
  void previewCurrent();

  Document* document_;
  std::unique_ptr<Focus> focus_;
  QListWidget* effects_ = nullptr;
  QListWidget* emitters_ = nullptr;
  effects::EffectPreview* preview_ = nullptr;
  QSlider* scrubber_ = nullptr;
  QToolButton* playPause_ = nullptr;
  QLabel* count_ = nullptr;
  std::string picked_;  // the picked effect's name, kept across rebuilds
  int pickedEmitter_ = -1;
  bool rebuilding_ = false;
};

}  // namespace sw::editor
