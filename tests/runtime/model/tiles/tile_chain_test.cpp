#include <QtTest>

#include "model/tiles/tile_chain.h"

using namespace sw;

class TileChainTest : public QObject {
  Q_OBJECT
 private slots:
  // DOMAIN.md: entry (0,1), exit (4,0), used twice: second entry on (4,0), exit on (8,-1).
  void domainExampleHolds() {
    Project project;
    auto def = std::make_unique<TileDef>();
    def->name = "step";
    def->cameraEntry = {0, 1};
    def->cameraExit = {4, 0};
    project.tileDefs.push_back(std::move(def));
    Level level;
    for (const char* n : {"a", "b"}) {
      auto t = std::make_unique<TileInstance>();
      t->name = n;
      t->tile = "step";
      level.chain.push_back(std::move(t));
    }
    auto links = layoutChain(project, level);
    QCOMPARE(links.size(), std::size_t(2));
    QVERIFY((links[0].origin == Vec2{0, 0}));
    QVERIFY((links[1].origin + links[1].def->cameraEntry == Vec2{4, 0}));
    QVERIFY((links[1].origin + links[1].def->cameraExit == Vec2{8, -1}));
  }

  void missingDefinitionStillLaysOut() {
    Project project;
    Level level;
    for (const char* n : {"a", "b", "c"}) {
      auto t = std::make_unique<TileInstance>();
      t->name = n;
      t->tile = "gone";
      level.chain.push_back(std::move(t));
    }
    auto links = layoutChain(project, level);
    QVERIFY(links[2].def == nullptr);
    QVERIFY((links[2].origin == Vec2{64, 0}));
  }
};

QTEST_APPLESS_MAIN(TileChainTest)
#include "tile_chain_test.moc"
