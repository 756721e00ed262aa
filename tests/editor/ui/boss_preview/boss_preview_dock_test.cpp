// The Boss Preview dock on a copy of the demo: it plays the dreadnought alone (7 parts);
// scrubbing to tick N gives the very state running again to N does; "Destroy Part" on the
// cannon at tick T is kept and repeated by every re-run (after T the boss is in phase
// 'desperate', before T it is not); dragging the dummy ship (the function the mouse calls)
// changes where the cannon's beam points and where missiles fly; the view paints at
// 1366x768. The preview is driven by its own step and scrub calls: no waiting on timers.
#include "ui/boss_preview/boss_preview_dock.h"

#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "document/document.h"
#include "model/enemies/enemy_type.h"
#include "model/project/project.h"
#include "sim/systems/missiles/missile_system.h"
#include "support/demo_copy.h"
#include "support/scratch_settings.h"
#include "ui/boss_preview/boss_preview_run.h"
#include "ui/boss_preview/boss_preview_view.h"

using namespace sw::editor;

namespace {

// Every part's position and angle, and its destroyed flag, at the run's tick.
std::vector<double> partPoses(const BossPreviewRun& run) {
  std::vector<double> poses;
  const sw::PartState* parts = run.parts();
  const sw::EnemySystem::Type* type = run.bossType();
  if (!parts || !type) return poses;
  for (std::size_t i = 0; i < type->parts.size(); ++i)
    poses.insert(poses.end(), {parts[i].position.x, parts[i].position.y, parts[i].angle, double(parts[i].destroyed)});
  poses.push_back(run.boss()->angle);
  return poses;
}

}  // namespace

class BossPreviewDockTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  std::unique_ptr<Document> document_;
  std::unique_ptr<BossPreviewDock> dock_;

  BossPreviewRun& run() { return dock_->run(); }
  int cannon() const { return dock_->findChild<QComboBox*>(QStringLiteral("bossPreviewPart"))->findText("cannon"); }
  QString status() const { return dock_->findChild<QLabel*>(QStringLiteral("bossPreviewStatus"))->text(); }

 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("bossPreviewDock")); }

  void init() {
    const QString folder = sw::test::copyDemo(dir_);
    document_ = std::make_unique<Document>();
    const auto errors = document_->open(folder);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().toString().c_str());
    dock_ = std::make_unique<BossPreviewDock>(document_.get());
    dock_->resize(800, 600);
    dock_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
    const sw::EnemyType* dreadnought = nullptr;
    for (const auto& type : document_->project().enemyTypes)
      if (type->name == "dreadnought") dreadnought = type.get();
    QVERIFY(dreadnought);
    document_->setCurrentEnemyType(dreadnought);
  }
  void cleanup() {
    dock_.reset();
    document_.reset();
  }

  void showsTheCurrentType() {
    QCOMPARE(dock_->objectName(), QStringLiteral("bossPreviewDock"));
    QCOMPARE(run().typeName(), std::string("dreadnought"));
    auto* parts = dock_->findChild<QComboBox*>(QStringLiteral("bossPreviewPart"));
    QCOMPARE(parts->count(), 7);
    QVERIFY(cannon() >= 0);
    for (const char* name : {"bossPreviewTick", "bossPreviewPlay", "bossPreviewDamage", "bossPreviewDestroy", "bossPreviewView"})
      QVERIFY2(dock_->findChild<QWidget*>(QLatin1String(name)), name);
    dock_->scrubTo(60);
    QCOMPARE(run().tick(), std::int64_t(60));
    QCOMPARE(dock_->findChild<QSpinBox*>(QStringLiteral("bossPreviewTick"))->value(), 60);
    QVERIFY(run().boss());
    QVERIFY2(run().error().empty(), run().error().c_str());
    QVERIFY2(status().contains("assault"), qPrintable(status()));
    QVERIFY2(status().contains("cannon: aim"), qPrintable(status()));
    // It stays where the preview put it, on screen, although the demo flies it on a path.
    const sw::Vec2 at = sw::editor::BossPreviewRun::bossAt(*run().project());
    QVERIFY(std::abs(run().boss()->position.x - at.x) < 0.5 && std::abs(run().boss()->position.y - at.y) < 0.5);
    // Play steps one tick at a time.
    dock_->stepOnce();
    QCOMPARE(run().tick(), std::int64_t(61));
  }

  void scrubbingAgreesWithRunningAgain() {
    dock_->scrubTo(700);
    const std::vector<double> at700 = partPoses(run());
    QVERIFY(!at700.empty());
    dock_->scrubTo(250);
    QVERIFY(partPoses(run()) != at700);
    dock_->scrubTo(700);
    QCOMPARE(partPoses(run()), at700);
    // A run of its own, straight to 700, agrees too; so do 700 single steps.
    BossPreviewRun fresh;
    fresh.setDummy(run().dummy());
    QVERIFY(fresh.setType(document_->project(), "dreadnought", document_->project().directory));
    QVERIFY(fresh.seek(700));
    QCOMPARE(partPoses(fresh), at700);
    dock_->scrubTo(0);
    for (int i = 0; i < 700; ++i) dock_->stepOnce();
    QCOMPARE(partPoses(run()), at700);
  }

  void destroyingTheCannonChangesThePhase() {
    const int t = 300;
    dock_->scrubTo(t);
    QVERIFY2(status().contains("Phase: assault"), qPrintable(status()));
    dock_->findChild<QComboBox*>(QStringLiteral("bossPreviewPart"))->setCurrentIndex(cannon());
    dock_->findChild<QPushButton*>(QStringLiteral("bossPreviewDestroy"))->click();
    QCOMPARE(run().presses().size(), std::size_t(1));
    QCOMPARE(run().presses()[0].tick, std::int64_t(t));
    QVERIFY(run().parts()[cannon()].destroyed);
    dock_->scrubTo(t + 5);
    QVERIFY2(status().contains("Phase: desperate"), qPrintable(status()));
    QVERIFY2(!status().contains("cannon"), qPrintable(status()));
    // Before the press nothing happened yet; after it, every re-run repeats it.
    dock_->scrubTo(t - 50);
    QVERIFY2(status().contains("Phase: assault"), qPrintable(status()));
    QVERIFY(!run().parts()[cannon()].destroyed);
    dock_->scrubTo(t + 200);
    QVERIFY2(status().contains("Phase: desperate"), qPrintable(status()));
    QVERIFY(run().parts()[cannon()].destroyed);
    // Damage counts the same way; Reset forgets both.
    dock_->findChild<QComboBox*>(QStringLiteral("bossPreviewPart"))->setCurrentIndex(0);
    dock_->damagePart();
    QCOMPARE(run().presses().size(), std::size_t(2));
    dock_->findChild<QPushButton*>(QStringLiteral("bossPreviewReset"))->click();
    QVERIFY(run().presses().empty());
    QCOMPARE(run().tick(), std::int64_t(t + 200));
    QVERIFY2(status().contains("Phase: assault"), qPrintable(status()));
    QVERIFY(!run().parts()[cannon()].destroyed);
  }

  void damageTakesTenHealth() {
    dock_->scrubTo(100);
    const int c = cannon();
    const std::int64_t before = run().parts()[c].health;
    dock_->findChild<QComboBox*>(QStringLiteral("bossPreviewPart"))->setCurrentIndex(c);
    dock_->findChild<QPushButton*>(QStringLiteral("bossPreviewDamage"))->click();
    QCOMPARE(run().parts()[c].health, before - BossPreviewRun::kDamage);
    dock_->scrubTo(150);
    dock_->scrubTo(100);
    QCOMPARE(run().parts()[c].health, before - BossPreviewRun::kDamage);
  }

  void theBossAimsAtTheDummy() {
    // The cannon's beam fires from tick ~141 (warning, charge, firing); missiles leave the
    // hatches from ~180 on.
    const int t = 300;
    BossPreviewView* view = dock_->view();
    view->dragDummyTo(view->toWidget({-8, -6}));
    dock_->scrubTo(t);
    const sw::PartState& beamBefore = run().parts()[cannon()];
    QVERIFY2(beamBefore.beam.pointCount >= 2, "the cannon's beam shows at this tick");
    const sw::Vec2 endBefore = beamBefore.beam.points[std::size_t(beamBefore.beam.pointCount - 1)];
    std::vector<sw::Vec2> missilesBefore;
    for (const sw::Missile& m : run().level()->get<sw::MissileSystem>().missiles()) missilesBefore.push_back(m.position);
    QVERIFY(!missilesBefore.empty());

    view->dragDummyTo(view->toWidget({-8, 6}));
    QCOMPARE(run().tick(), std::int64_t(t));
    QVERIFY(std::abs(run().dummy().y - 6) < 1e-6);
    const sw::PartState& beamAfter = run().parts()[cannon()];
    QVERIFY(beamAfter.beam.pointCount >= 2);
    const sw::Vec2 endAfter = beamAfter.beam.points[std::size_t(beamAfter.beam.pointCount - 1)];
    // Turned towards the dummy, now above: the beam's end is higher than before.
    QVERIFY2(endAfter.y > endBefore.y + 1, qPrintable(QStringLiteral("%1 -> %2").arg(endBefore.y).arg(endAfter.y)));
    std::vector<sw::Vec2> missilesAfter;
    for (const sw::Missile& m : run().level()->get<sw::MissileSystem>().missiles()) missilesAfter.push_back(m.position);
    QVERIFY(missilesAfter != missilesBefore);
  }

  void paintsAt1366x768() {
    dock_->resize(1366, 768);
    dock_->scrubTo(320);
    QImage image = dock_->view()->grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.width() > 800);
    // Something besides the background: the spheres are red.
    int red = 0;
    for (int y = 0; y < image.height(); y += 2)
      for (int x = 0; x < image.width(); x += 2) {
        const QColor c = image.pixelColor(x, y);
        red += c.red() > 150 && c.green() < 120 && c.blue() < 120;
      }
    QVERIFY(red > 50);
    // With every part gone too (the wings take their guns and hatches along).
    for (const char* part : {"cannon", "wing_top", "wing_bottom"}) {
      auto* combo = dock_->findChild<QComboBox*>(QStringLiteral("bossPreviewPart"));
      combo->setCurrentIndex(combo->findText(part));
      dock_->destroyPart();
    }
    dock_->scrubTo(600);
    QVERIFY(!dock_->view()->grab().toImage().isNull());
  }
};

QTEST_MAIN(BossPreviewDockTest)
#include "boss_preview_dock_test.moc"
