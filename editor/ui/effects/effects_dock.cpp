// The Effects dock (effects_dock.h).
#include "ui/effects/effects_dock.h"

#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

#include "document/commands/effect_commands.h"
#include "document/commands/property_edits.h"
#include "document/document.h"
#include "document/focus/edit_focus.h"
#include "document/qt_strings.h"
#include "model/project/project.h"
#include "ui/docks/asset_actions.h"
#include "ui/effects/effect_preview.h"

namespace sw::editor {

// What the property grid edits while the dock has the focus: the picked emitter, else the
// picked effect.
class EffectsDock::Focus final : public FocusOwner {
 public:
  explicit Focus(EffectsDock* dock) : dock_(dock) {}
  std::vector<EditSubject> focusSubjects() const override {
    if (sw::Emitter* e = dock_->currentEmitter()) return {EditSubject(e)};
    if (sw::ParticleEffect* e = dock_->currentEffect()) return {EditSubject(e)};
    return {};
  }
  QString focusTitle() const override {
    const sw::ParticleEffect* effect = dock_->currentEffect();
    if (!effect) return {};
    if (const sw::Emitter* e = dock_->currentEmitter())
      return EffectsDock::tr("Emitter \u201C%1\u201D of effect \u201C%2\u201D").arg(qs(e->name), qs(effect->name));
    return EffectsDock::tr("Effect \u201C%1\u201D").arg(qs(effect->name));
  }
  void focusLost() override {}

 private:
  EffectsDock* dock_;
};

EffectsDock::EffectsDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Effects"), parent), document_(document), focus_(std::make_unique<Focus>(this)) {
  setObjectName(QStringLiteral("effectsDock"));
  auto* content = new QWidget(this);
  auto* layout = new QVBoxLayout(content);
  layout->setContentsMargins(4, 4, 4, 4);

  auto button = [&](const QString& text, const char* name, const QString& tip) {
    auto* b = new QToolButton(content);
    b->setText(text);
    b->setObjectName(QLatin1String(name));
    b->setToolTip(tip);
    return b;
  };
  auto* lists = new QHBoxLayout();
  auto* effectColumn = new QVBoxLayout();
  auto* effectButtons = new QHBoxLayout();
  QToolButton* add = button(tr("Add"), "addEffect", tr("A new effect: one burst of sparks"));
  QToolButton* duplicate = button(tr("Duplicate"), "duplicateEffect", tr("A copy of the picked effect"));
  QToolButton* remove = button(tr("Delete"), "deleteEffect", tr("Delete the picked effect"));
  QToolButton* rename = button(tr("Rename"), "renameEffect", tr("Rename the picked effect and what names it"));
  for (QToolButton* b : {add, duplicate, remove, rename}) effectButtons->addWidget(b);
  effectButtons->addStretch();
  effects_ = new QListWidget(content);
  effects_->setObjectName(QStringLiteral("effectList"));
  effectColumn->addLayout(effectButtons);
  effectColumn->addWidget(effects_);
  auto* emitterColumn = new QVBoxLayout();
  auto* emitterButtons = new QHBoxLayout();
  QToolButton* addEmitter = button(tr("Add Emitter"), "addEmitter", tr("A new emitter in the picked effect"));
  QToolButton* removeEmitter = button(tr("Delete Emitter"), "deleteEmitter", tr("Delete the picked emitter"));
  emitterButtons->addWidget(addEmitter);
  emitterButtons->addWidget(removeEmitter);
  emitterButtons->addStretch();
  emitters_ = new QListWidget(content);
  emitters_->setObjectName(QStringLiteral("emitterList"));
  emitterColumn->addLayout(emitterButtons);
  emitterColumn->addWidget(emitters_);
  lists->addLayout(effectColumn, 1);
  lists->addLayout(emitterColumn, 1);
  layout->addLayout(lists, 2);

  preview_ = new effects::EffectPreview(content);
  layout->addWidget(preview_, 3);
  auto* transport = new QHBoxLayout();
  playPause_ = button(tr("Pause"), "effectPlayPause", tr("Play or pause the preview's loop"));
  scrubber_ = new QSlider(Qt::Horizontal, content);
  scrubber_->setObjectName(QStringLiteral("effectScrubber"));
  scrubber_->setToolTip(tr("The preview's time in its loop, in ticks: drag to see a moment"));
  count_ = new QLabel(content);
  count_->setObjectName(QStringLiteral("effectParticleCount"));
  count_->setMinimumWidth(count_->fontMetrics().horizontalAdvance(tr("%n particles", nullptr, 88888)));
  transport->addWidget(playPause_);
  transport->addWidget(scrubber_, 1);
  transport->addWidget(count_);
  layout->addLayout(transport);
  // Lists that shrink: the dock shares a tab group at the bottom of the 1366 x 768 layouts.
  for (QListWidget* list : {effects_, emitters_}) list->setMinimumHeight(36);
  setWidget(content);

  connect(add, &QToolButton::clicked, this, [this] {
    const std::size_t before = document_->project().effects.size();
    pushOrExplain(document_, makeNewEffect(document_), {}, tr("New Effect"), this);
    if (document_->project().effects.size() > before) pickEffect(document_->project().effects.back()->name);
  });
  connect(duplicate, &QToolButton::clicked, this, [this] {
    if (sw::ParticleEffect* e = currentEffect()) {
      const std::size_t at = std::size_t(effects_->currentRow()) + 1;
      pushOrExplain(document_, makeDuplicateEffect(document_, e), {}, tr("Duplicate Effect"), this);
      if (at < document_->project().effects.size()) pickEffect(document_->project().effects[at]->name);
    }
  });
  connect(remove, &QToolButton::clicked, this, [this] {
    if (sw::ParticleEffect* e = currentEffect())
      pushOrExplain(document_, makeRemoveEffect(document_, e), {}, tr("Delete Effect"), this);
  });
  connect(rename, &QToolButton::clicked, this, [this] {
    const sw::ParticleEffect* e = currentEffect();
    if (!e) return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename Effect"), tr("Name:"), QLineEdit::Normal, qs(e->name), &ok);
    if (!ok) return;
    QString why;
    if (!renameCurrent(name, &why) && !why.isEmpty()) pushOrExplain(document_, nullptr, why, tr("Rename Effect"), this);
  });
  connect(addEmitter, &QToolButton::clicked, this, [this] {
    if (sw::ParticleEffect* e = currentEffect()) {
      pushOrExplain(document_, makeNewEmitter(document_, e), {}, tr("New Emitter"), this);
      pickEmitter(int(e->emitters.size()) - 1);
    }
  });
  connect(removeEmitter, &QToolButton::clicked, this, [this] {
    if (sw::Emitter* em = currentEmitter())
      pushOrExplain(document_, makeRemoveEmitter(document_, currentEffect(), em), {}, tr("Delete Emitter"), this);
  });
  connect(effects_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (rebuilding_) return;
    const auto& all = document_->project().effects;
    picked_ = row >= 0 && std::size_t(row) < all.size() ? all[std::size_t(row)]->name : std::string();
    pickedEmitter_ = -1;
    showEmitters();
    showInGrid(true);
    previewCurrent();
  });
  connect(emitters_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (rebuilding_) return;
    pickedEmitter_ = row;
    showInGrid(true);
  });
  // A click on the row already current (the grid has shown a level object since) brings the
  // effect or emitter back into the grid: currentRowChanged does not fire for it.
  connect(effects_, &QListWidget::itemClicked, this, [this] {
    pickedEmitter_ = -1;
    emitters_->setCurrentRow(-1);
    showInGrid(true);
  });
  connect(emitters_, &QListWidget::itemClicked, this, [this] { showInGrid(true); });
  connect(playPause_, &QToolButton::clicked, this, [this] {
    preview_->setPlaying(!preview_->isPlaying());
    playPause_->setText(preview_->isPlaying() ? tr("Pause") : tr("Play"));
  });
  connect(scrubber_, &QSlider::sliderMoved, this, [this](int tick) {
    preview_->setPlaying(false);
    playPause_->setText(tr("Play"));
    preview_->seek(tick);
  });
  connect(preview_, &effects::EffectPreview::ticked, this, [this](std::int64_t tick, int particles) {
    if (scrubber_->maximum() != int(preview_->loopTicks())) scrubber_->setMaximum(int(preview_->loopTicks()));
    if (!scrubber_->isSliderDown()) scrubber_->setValue(int(tick));
    count_->setText(tr("%n particles", nullptr, particles));
  });
  connect(document_, &Document::effectsChanged, this, &EffectsDock::rebuild);
  connect(document_, &Document::projectReset, this, [this] {
    picked_.clear();
    pickedEmitter_ = -1;
    rebuild();
  });
  // The preview runs only while someone can see it.
  connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
    preview_->setPlaying(visible && playPause_->text() == tr("Pause"));
  });
  rebuild();
}

EffectsDock::~EffectsDock() {
  if (document_) document_->focus()->release(focus_.get());
}

sw::ParticleEffect* EffectsDock::currentEffect() const {
  const sw::ParticleEffect* e = picked_.empty() ? nullptr : document_->project().findEffect(picked_);
  return e ? document_->editable(e) : nullptr;
}

sw::Emitter* EffectsDock::currentEmitter() const {
  sw::ParticleEffect* e = currentEffect();
  if (!e || pickedEmitter_ < 0 || std::size_t(pickedEmitter_) >= e->emitters.size()) return nullptr;
  return e->emitters[std::size_t(pickedEmitter_)].get();
}

void EffectsDock::pickEffect(const std::string& name) {
  const auto& all = document_->project().effects;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i]->name == name) {
      rebuilding_ = true;
      effects_->setCurrentRow(int(i));
      rebuilding_ = false;
      picked_ = name;
      pickedEmitter_ = -1;
      showEmitters();
      showInGrid(true);
      previewCurrent();
    }
}

void EffectsDock::pickEmitter(int index) {
  rebuilding_ = true;
  emitters_->setCurrentRow(index);
  rebuilding_ = false;
  pickedEmitter_ = emitters_->currentRow();
  showInGrid(true);
}

bool EffectsDock::renameCurrent(const QString& name, QString* why) {
  sw::ParticleEffect* e = currentEffect();
  if (!e) return false;
  QString reason;
  QUndoCommand* command = makeRename(document_, EditSubject(e), name, &reason);
  if (why) *why = reason;
  if (!command) return false;
  picked_ = name.toStdString();
  document_->undoStack()->push(command);
  return true;
}

void EffectsDock::rebuild() {
  rebuilding_ = true;
  const auto& all = document_->project().effects;
  effects_->clear();
  int row = -1;
  for (std::size_t i = 0; i < all.size(); ++i) {
    effects_->addItem(qs(all[i]->name));
    if (all[i]->name == picked_) row = int(i);
  }
  // A picked effect that left (deleted, renamed by undo): the one in its place.
  if (row < 0 && !all.empty() && !picked_.empty()) row = std::min(effects_->currentRow() < 0 ? 0 : effects_->currentRow(), int(all.size()) - 1);
  if (row < 0 && !all.empty()) row = 0;
  picked_ = row >= 0 ? all[std::size_t(row)]->name : std::string();
  effects_->setCurrentRow(row);
  rebuilding_ = false;
  showEmitters();
  showInGrid(false);
  previewCurrent();
}

void EffectsDock::showEmitters() {
  rebuilding_ = true;
  emitters_->clear();
  const sw::ParticleEffect* e = currentEffect();
  if (e)
    for (const auto& emitter : e->emitters) emitters_->addItem(qs(emitter->name));
  if (!e || pickedEmitter_ >= int(e->emitters.size())) pickedEmitter_ = -1;
  emitters_->setCurrentRow(pickedEmitter_);
  rebuilding_ = false;
}

void EffectsDock::showInGrid(bool take) {
  if (take && currentEffect()) document_->focus()->take(focus_.get());
  else if (!currentEffect()) document_->focus()->release(focus_.get());
  if (document_->focus()->holds(focus_.get())) document_->focus()->ownerChanged(focus_.get());
}

void EffectsDock::previewCurrent() {
  preview_->showEffect(document_->project(), picked_);
  count_->setText(tr("%n particles", nullptr, preview_->liveParticles()));
}

}  // namespace sw::editor
