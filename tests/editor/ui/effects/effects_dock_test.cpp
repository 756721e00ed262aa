// The Effects dock: effects added, duplicated, deleted and renamed, each one undo step (a
// rename rewrites the enemy types that name the effect); picking an effect or an emitter puts
// it in the property grid; an edit shows in the preview at once; the preview loops, scrubs
// deterministically and counts its particles.
#include "ui/effects/effects_dock.h"

#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include "document/commands/property_edits.h"
#include "document/document.h"
#include "document/focus/edit_focus.h"
#include "model/project/project.h"
#include "support/scratch_settings.h"
#include "ui/effects/effect_preview.h"

using namespace sw::editor;

class EffectsDockTest : public QObject {
  Q_OBJECT
 private:
  std::unique_ptr<Document> document_;
  std::unique_ptr<EffectsDock> dock_;

  QUndoStack* undo() { return document_->undoStack(); }
  const sw::Project& project() { return document_->project(); }
  void click(const char* name) {
    auto* b = dock_->findChild<QToolButton*>(QLatin1String(name));
    QVERIFY(b);
    b->click();
  }

 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("effectsDock")); }
  void init() {
    document_ = std::make_unique<Document>();
    document_->newProject();
    auto type = std::make_unique<sw::EnemyType>();
    type->name = "drone";
    document_->editableProject().enemyTypes.push_back(std::move(type));
    dock_ = std::make_unique<EffectsDock>(document_.get());
    dock_->resize(700, 500);
    dock_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
  }
  void cleanup() {
    dock_.reset();
    document_.reset();
  }

  void addDuplicateDeleteRenameWithUndo() {
    auto* list = dock_->findChild<QListWidget*>(QStringLiteral("effectList"));
    QVERIFY(list);
    click("addEffect");
    QCOMPARE(project().effects.size(), std::size_t(1));
    QCOMPARE(list->count(), 1);
    QVERIFY(dock_->currentEffect());
    const std::string name = dock_->currentEffect()->name;
    click("duplicateEffect");
    QCOMPARE(project().effects.size(), std::size_t(2));
    QCOMPARE(project().effects[1]->name, name + "_copy");
    QCOMPARE(project().effects[1]->emitters.size(), std::size_t(1));
    undo()->undo();
    QCOMPARE(project().effects.size(), std::size_t(1));
    // A rename takes what names the effect with it.
    QString why;
    undo()->push(makeSetProperty(document_.get(), {document_->editableProject().enemyTypes[0].get()}, "deathEffect",
                                 {std::string(name)}, 0, &why));
    dock_->pickEffect(name);
    QVERIFY2(dock_->renameCurrent(QStringLiteral("explosion"), &why), qPrintable(why));
    QCOMPARE(project().effects[0]->name, std::string("explosion"));
    QCOMPARE(project().enemyTypes[0]->deathEffect, std::string("explosion"));
    QCOMPARE(list->item(0)->text(), QStringLiteral("explosion"));
    undo()->undo();
    QCOMPARE(project().enemyTypes[0]->deathEffect, name);
    undo()->redo();
    dock_->pickEffect("explosion");
    click("deleteEffect");
    QVERIFY(project().effects.empty());
    QCOMPARE(list->count(), 0);
    undo()->undo();
    QCOMPARE(project().effects.size(), std::size_t(1));
  }

  void thePickIsWhatTheGridEdits() {
    click("addEffect");
    sw::ParticleEffect* effect = dock_->currentEffect();
    QVERIFY(effect);
    QVERIFY(document_->focus()->owner());
    QCOMPARE(document_->focus()->subjects().size(), std::size_t(1));
    QCOMPARE(document_->focus()->subjects()[0].get(), static_cast<sw::Describable*>(effect));
    click("addEmitter");
    QCOMPARE(effect->emitters.size(), std::size_t(2));
    dock_->pickEmitter(1);
    QCOMPARE(document_->focus()->subjects()[0].get(), static_cast<sw::Describable*>(effect->emitters[1].get()));
    QVERIFY(document_->focus()->title().contains(QStringLiteral("Emitter")));
    click("deleteEmitter");
    QCOMPARE(effect->emitters.size(), std::size_t(1));
  }

  void editsShowInThePreviewAndTheScrubberIsDeterministic() {
    click("addEffect");
    effects::EffectPreview* preview = dock_->preview();
    preview->setPlaying(false);
    preview->seek(5);
    const int first = preview->liveParticles();
    QCOMPARE(first, 12);  // the default burst
    auto* count = dock_->findChild<QLabel*>(QStringLiteral("effectParticleCount"));
    QVERIFY(count && count->text().contains(QStringLiteral("12")));
    // The grid's edit: the next loop emits the new count.
    QString why;
    sw::Emitter* emitter = dock_->currentEffect()->emitters[0].get();
    undo()->push(makeSetProperty(document_.get(), {emitter}, "count", {std::int64_t(30)}, 0, &why));
    preview->seek(5);
    QCOMPARE(preview->liveParticles(), 30);
    // The loop runs round: past its end it starts again with a fresh burst.
    const std::int64_t loop = preview->loopTicks();
    QVERIFY(loop > 40);
    for (std::int64_t i = preview->tick(); i < loop; ++i) preview->advance();
    preview->advance();
    QCOMPARE(preview->tick(), std::int64_t(1));
    QCOMPARE(preview->liveParticles(), 30);
    auto* scrubber = dock_->findChild<QSlider*>(QStringLiteral("effectScrubber"));
    QVERIFY(scrubber);
    QCOMPARE(scrubber->maximum(), int(loop));
    if (qEnvironmentVariableIsSet("SW_EFFECTS_DOCK_SCREENSHOT"))
      dock_->grab().save(qEnvironmentVariable("SW_EFFECTS_DOCK_SCREENSHOT"));
  }
};

QTEST_MAIN(EffectsDockTest)
#include "effects_dock_test.moc"
