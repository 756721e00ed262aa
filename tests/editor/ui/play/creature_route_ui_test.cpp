// Play shows the route of the creature selected in the editor (editor/ui/play/play_controller.h,
// runtime/view/play/route_overlay.h), on (a copy of) the platformer demo: selecting a Monster makes it
// the route's subject, a CharacterStart its character (the follower), anything else nobody;
// while the run plays a patrolling skeleton's route is drawn, and Play > Show Creature Route
// (on by default) turns it off.
#include <QAction>
#include <QtTest>

#include "document/document.h"
#include "model/level/level.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/platform_geometry.h"
#include "play/play_session.h"
#include "support/demo_copy.h"
#include "support/scratch_settings.h"
#include "ui/play/play_controller.h"
#include "ui/shell/main_window.h"

using sw::editor::MainWindow;
using sw::play::PlayController;
using sw::play::RouteSubject;

namespace creature_route_ui {
sw::ObjectId idOf(const sw::Level& level, const std::string& name) {
  const sw::LevelObject* object = level.findByName(name);
  return object ? object->id : 0;
}
}  // namespace creature_route_ui
using namespace creature_route_ui;

class CreatureRouteUiTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("creatureRouteUi")); }

  void theSelectedCreaturesRouteShowsWhilePlaying() {
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("platformer"));
    sw::test::copyFolder(QStringLiteral(SW_SOURCE_DIR "/projects/platformer"), project);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(project));
    auto* play = window.findChild<PlayController*>("playController");
    QVERIFY(play);
    sw::editor::Document& document = *window.document();
    const sw::Level& level = *document.level();
    auto* routeAction = window.findChild<QAction*>("routeOverlayAction");
    QVERIFY(routeAction && routeAction->isChecked());
    QVERIFY(play->view()->overlays().route);

    const sw::ObjectId skeleton = idOf(level, "skeleton_1"), grappler = idOf(level, "start_grappler");
    QVERIFY(skeleton && grappler);
    document.selection()->set({skeleton});
    QCOMPARE(play->view()->routeSubject(), (RouteSubject{RouteSubject::Kind::Monster, "skeleton_1"}));
    document.selection()->set({grappler});
    QCOMPARE(play->view()->routeSubject(), (RouteSubject{RouteSubject::Kind::Character, "start_grappler"}));
    document.selection()->set({idOf(level, "floor")});
    QCOMPARE(play->view()->routeSubject(), RouteSubject{});

    document.selection()->set({skeleton});
    QVERIFY(play->play());
    QTRY_VERIFY_WITH_TIMEOUT(play->view()->scene() && play->view()->scene()->routeLinks() > 0, 8000);
    routeAction->setChecked(false);
    QVERIFY(!play->view()->overlays().route);
    QCOMPARE(play->view()->scene()->routeLinks(), 0);  // redrawn at once, without it
    routeAction->setChecked(true);
    play->stop();
  }
};

QTEST_MAIN(CreatureRouteUiTest)
#include "creature_route_ui_test.moc"
