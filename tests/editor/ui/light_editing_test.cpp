// Lights in the real main window, from a new project of the "shooter" template: Edit > Add
// Light adds each shape at the middle of the view, attached to the chain link under it, and
// selected; the viewport then draws it over the art (brighter there, or darker for the
// black light: read back from the rendered frame) and its reach; a click on it picks it;
// the property grid edits it; undo takes it away, light and all. Needs a display (xvfb)
// and a GL renderer (Mesa).
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QUndoStack>
#include <QtTest>
#include <memory>

#include "document/commands/object_edits.h"
#include "document/document.h"
#include "model/level/level.h"
#include "model/level/light.h"
#include "support/scratch_settings.h"
#include "ui/property_grid/property_grid.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::LevelViewport;

class LightEditingTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<MainWindow> window_;
  Document* doc_ = nullptr;
  LevelViewport* viewport_ = nullptr;
  PropertyGrid* grid_ = nullptr;

  void settle() {
    for (int i = 0; i < 3; ++i) {
      QCoreApplication::processEvents();
      QTest::qWait(10);
    }
  }
  // Mean brightness (0..255) of the rendered frame in a small square around world point `p`
  // (away from the light's own icon and reach lines, which the editor draws over it).
  double brightnessAt(Vec2 p) {
    settle();
    const QImage shot = viewport_->grabImage().convertToFormat(QImage::Format_RGB32);
    const QPoint c = viewport_->viewWidget()->mapFrom(
        viewport_, viewport_->projectToWidget(QVector3D(float(p.x), float(p.y), 0)).toPoint());
    double sum = 0;
    int n = 0;
    for (int y = c.y() - 4; y <= c.y() + 4; ++y)
      for (int x = c.x() - 4; x <= c.x() + 4; ++x) {
        if (!shot.rect().contains(x, y)) continue;
        sum += qGray(shot.pixel(x, y));
        ++n;
      }
    return n ? sum / n : 0;
  }
  // A point of the art a unit and a half below the light (within its reach, clear of its icon).
  Vec2 besideLight() const {
    const Light* light = onlyLight();
    return lightPosition(doc_->project(), *doc_->level(), *light) + Vec2{0.4, -1.5};
  }
  Light* onlyLight() const {
    Light* found = nullptr;
    for (const auto& o : doc_->editableLevel()->objects)
      if (auto* l = dynamic_cast<Light*>(o.get())) found = l;
    return found;
  }
  void trigger(const char* action) {
    auto* a = window_->findChild<QAction*>(QLatin1String(action));
    QVERIFY2(a, action);
    a->trigger();
    settle();
  }

 private slots:
  void initTestCase() {
    sw::test::useScratchSettings(QStringLiteral("light-editing"));
    QVERIFY(dir_.isValid());
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    window_->resize(1300, 850);
    window_->show();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    doc_ = window_->document();
    QVERIFY(doc_->newProject(dir_.filePath(QString::fromLatin1(QTest::currentTestFunction())),
                             QStringLiteral("shooter"), QStringLiteral("Lit"))
                .ok());
    settle();
    QVERIFY(doc_->level());
    viewport_ = window_->viewport();
    grid_ = window_->findChild<PropertyGrid*>(QStringLiteral("propertyGrid"));
    QVERIFY(grid_);
    // Close up, as one places lights (a new project's view shows its whole level).
    const auto centre = viewport_->playPlanePoint(QRectF(viewport_->rect()).center());
    QVERIFY(centre);
    viewport_->followArea(QRectF(centre->x - 10, centre->y - 6, 20, 12));
    settle();
  }

  void cleanup() { window_.reset(); }

  void aPointLightLightsTheArtUnderItAndUndoTakesItAway() {
    QCOMPARE(viewport_->lightCount(), 0);
    trigger("addPointLightAction");
    Light* light = onlyLight();
    QVERIFY(light);
    QCOMPARE(light->shape, Light::Shape::Point);
    QVERIFY2(!light->attachedTile.empty(), "a shooter level's light belongs to the link under it");
    QVERIFY(doc_->selection()->ids().contains(light->id));
    QCOMPARE(viewport_->lightCount(), 1);
    QVERIFY2(viewport_->jumpArcVertexCount() > 0, "the selected light shows its reach");
    const Vec2 probe = besideLight();
    const double lit = brightnessAt(probe);
    // Picked where it is drawn.
    const Vec2 at = lightPosition(doc_->project(), *doc_->level(), *light);
    QCOMPARE(viewport_->objectAt(viewport_->projectToWidget(QVector3D(float(at.x), float(at.y), 0))), light->id);
    doc_->undoStack()->undo();
    settle();
    QVERIFY(!onlyLight());
    QCOMPARE(viewport_->lightCount(), 0);
    const double before = brightnessAt(probe);
    QVERIFY2(lit > before + 8, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(lit)));
  }

  void theBlackLightDarkensAndTheGridEditsIt() {
    trigger("addBlackLightAction");
    Light* light = onlyLight();
    QVERIFY(light);
    QCOMPARE(light->shape, Light::Shape::Line);
    QVERIFY(light->intensity < 0);
    const Vec2 probe = besideLight();
    const double dark = brightnessAt(probe);
    if (qEnvironmentVariableIsSet("SW_SHOT")) viewport_->grabImage().save(qEnvironmentVariable("SW_SHOT"));
    light->intensity = 0;  // no light at all, for the reference (then back, by the grid below)
    viewport_->refreshLights();
    const double before = brightnessAt(probe);
    QVERIFY2(dark < before - 5, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(dark)));
    // Through the grid: a positive intensity makes it a light (one undo step).
    grid_->refreshNow();
    const QModelIndex index = grid_->indexOfKey(QStringLiteral("intensity"));
    QVERIFY(index.isValid());
    const int steps = doc_->undoStack()->count();
    QVERIFY(grid_->model()->setData(index, QStringLiteral("2")));
    settle();
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QCOMPARE(onlyLight()->intensity, 2.0);
    QVERIFY(brightnessAt(probe) > before + 5);
  }

  // Many coloured lights at once (the original lit its levels with many point lights): 20 in
  // view, one undo step, each lighting the art around it.
  void twentyLightsInViewEachLightTheirPlace() {
    const auto centre = viewport_->playPlanePoint(QRectF(viewport_->rect()).center());
    QVERIFY(centre);
    std::vector<Vec2> places;
    for (int i = 0; i < 20; ++i) places.push_back(*centre + Vec2{-8.0 + 4.0 * (i % 5), -4.5 + 3.0 * (i / 5)});
    std::vector<double> before;
    for (Vec2 p : places) before.push_back(brightnessAt(p + Vec2{0.5, 0.5}));
    std::vector<NewObject> lights;
    for (Vec2 p : places)
      lights.push_back({"Light", "lamp", p, [](LevelObject& o) {
                          auto& l = static_cast<Light&>(o);
                          l.range = 1.6;
                          l.intensity = 2;
                        }});
    const int steps = doc_->undoStack()->count();
    doc_->undoStack()->push(makeAddObjects(doc_, doc_->editableLevel(), std::move(lights), QStringLiteral("lamps")));
    settle();
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QCOMPARE(viewport_->lightCount(), 20);
    for (std::size_t i = 0; i < places.size(); ++i) {
      const double lit = brightnessAt(places[i] + Vec2{0.5, 0.5});
      QVERIFY2(lit > before[i] + 8, qPrintable(QStringLiteral("light %1: %2 -> %3").arg(i).arg(before[i]).arg(lit)));
    }
  }

  void spotAndLineLightsAreAdded() {
    trigger("addSpotLightAction");
    trigger("addLineLightAction");
    int spots = 0, lines = 0;
    for (const auto& o : doc_->editableLevel()->objects)
      if (auto* l = dynamic_cast<Light*>(o.get())) {
        spots += l->shape == Light::Shape::Spot;
        lines += l->shape == Light::Shape::Line;
      }
    QCOMPARE(spots, 1);
    QCOMPARE(lines, 1);
    QCOMPARE(viewport_->lightCount(), 2);
    // Added one after another without moving the view, they stand apart: each can be clicked.
    std::vector<Vec2> at;
    for (const auto& o : doc_->editableLevel()->objects)
      if (auto* l = dynamic_cast<Light*>(o.get())) at.push_back(lightPosition(doc_->project(), *doc_->level(), *l));
    QCOMPARE(at.size(), std::size_t(2));
    QVERIFY((at[0] - at[1]).length() >= 1);
  }
};

QTEST_MAIN(LightEditingTest)
#include "light_editing_test.moc"
