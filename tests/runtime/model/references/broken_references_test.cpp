// Broken references: missing meshes, graphs, tileset files and images, unknown tiles in
// tile layers (counted, one report per layer and name), and validateProject reporting them.
#include "model/references/broken_references.h"

#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

#include "core/atomic_file.h"
#include "model/io/project_io.h"
#include "model/tiles/tileset.h"
#include "model/validate/validate.h"

using namespace sw;

namespace {

const BrokenReference* findAt(const std::vector<BrokenReference>& refs, const std::string& where) {
  for (const auto& r : refs)
    if (r.where == where) return &r;
  return nullptr;
}

std::string dump(const std::vector<BrokenReference>& refs) {
  std::string s;
  for (const auto& r : refs) s += r.toError().toString() + "\n";
  return s;
}

}  // namespace

class BrokenReferencesTest : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  std::string root_;

  void write(const std::string& relative, const std::string& text) {
    QVERIFY(writeFileAtomically(root_ + "/" + relative, text).ok());
  }

  // A project on disk: one of everything present, one of everything missing.
  std::unique_ptr<Project> project() {
    auto p = std::make_unique<Project>();
    p->directory = root_;
    auto good = std::make_unique<TileDef>();
    good->name = "floor";
    good->mesh = "meshes/floor.obj";
    p->tileDefs.push_back(std::move(good));
    auto bad = std::make_unique<TileDef>();
    bad->name = "corridor";
    bad->mesh = "meshes/corridor.obj";
    bad->material = "graphs/rust.graph.json";
    p->tileDefs.push_back(std::move(bad));
    auto enemy = std::make_unique<EnemyType>();
    enemy->name = "drone";
    enemy->mesh = "meshes/drone.obj";
    p->enemyTypes.push_back(std::move(enemy));
    listTilesets(
        *p, {"tilesets/forest.tileset.json", "tilesets/gone.tileset.json", "tilesets/broken.tileset.json"});

    auto level = std::make_unique<Level>();
    level->name = "Stage 1";
    level->file = "levels/stage_1.json";
    auto link = std::make_unique<TileInstance>();
    link->name = "t1";
    link->tile = "floor";
    link->id = newObjectId();
    TileLayer layer;
    layer.name = "back";
    const auto tree = layer.refFor("forest", "tree");
    const auto stump = layer.refFor("forest", "stump");   // not in the tileset
    const auto rockA = layer.refFor("desert", "rock_a");  // tileset unknown: one report
    const auto rockB = layer.refFor("desert", "rock_b");
    layer.refFor("forest", "unused");  // in the palette, never placed
    for (int i = 0; i < 5; ++i) layer.tiles.push_back({tree, {double(i), 0}, {1, 1}, 0});
    for (int i = 0; i < 3; ++i) layer.tiles.push_back({stump, {double(i), 1}, {1, 1}, 0});
    for (int i = 0; i < 4; ++i) layer.tiles.push_back({rockA, {double(i), 2}, {1, 1}, 0});
    for (int i = 0; i < 2; ++i) layer.tiles.push_back({rockB, {double(i), 3}, {1, 1}, 0});
    link->tileLayers.push_back(std::move(layer));
    level->chain.push_back(std::move(link));
    p->levels.push_back(std::move(level));
    return p;
  }

  // The tilesets the project lists, read from its folder as loadProject reads them.
  static void listTilesets(Project& p, std::initializer_list<const char*> files) {
    p.tilesets.clear();
    for (const char* file : files) {
      p.tilesets.push_back(std::make_unique<Tileset>());
      p.tilesets.back()->file = file;
    }
    Errors leftOut;
    readProjectAssets(p, leftOut);
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    root_ = dir_.path().toStdString();
    write("meshes/floor.obj", "v 0 0 0\n");
    write("tilesets/forest/a.png", "png");
    Tileset forest;
    forest.name = "forest";
    forest.images = {{"tilesets/forest/a.png", 32, 32}, {"tilesets/forest/b.png", 32, 32}};
    TilesetTile tree;
    tree.name = "tree";
    forest.tiles = {tree};
    QVERIFY(saveTilesetFile(forest, root_ + "/tilesets/forest.tileset.json").ok());
    write("tilesets/broken.tileset.json", "{ not json");
  }

  void listsEachBrokenReference() {
    auto p = project();
    const auto refs = findBrokenReferences(*p);
    QVERIFY2(refs.size() == 8, dump(refs).c_str());

    const auto* mesh = findAt(refs, "/tileDefs/1/mesh");
    QVERIFY2(mesh, dump(refs).c_str());
    QCOMPARE(mesh->kind, BrokenReferenceKind::Mesh);
    QCOMPARE(mesh->label, std::string("tile definition 'corridor' mesh"));
    QCOMPARE(mesh->missing, std::string("meshes/corridor.obj"));
    QCOMPARE(mesh->file, root_ + "/project.json");
    QVERIFY(mesh->relinkable);
    QCOMPARE(missingFileName(*mesh), std::string("corridor.obj"));
    QVERIFY(!findAt(refs, "/tileDefs/0/mesh"));  // present

    const auto* material = findAt(refs, "/tileDefs/1/material");
    QVERIFY(material && material->kind == BrokenReferenceKind::GraphMaterial);
    const auto* enemy = findAt(refs, "/enemyTypes/0/mesh");
    QVERIFY(enemy && enemy->kind == BrokenReferenceKind::Mesh && enemy->owner == ReferenceOwner::EnemyType);

    const auto* image = findAt(refs, "/images/1/path");
    QVERIFY2(image, dump(refs).c_str());
    QCOMPARE(image->kind, BrokenReferenceKind::TilesetImage);
    QCOMPARE(image->label, std::string("tileset 'forest' image 1"));
    QCOMPARE(image->file, root_ + "/tilesets/forest.tileset.json");
    QCOMPARE(image->missing, std::string("tilesets/forest/b.png"));
    QCOMPARE(image->ownerIndex, std::size_t(0));
    QCOMPARE(image->item, std::size_t(1));
    QVERIFY(!findAt(refs, "/images/0/path"));

    const auto* gone = findAt(refs, "/tilesets/1");
    QVERIFY(gone && gone->kind == BrokenReferenceKind::TilesetFile);
    QVERIFY2(gone->problem.find("does not exist") != std::string::npos, gone->problem.c_str());
    const auto* broken = findAt(refs, "/tilesets/2");
    QVERIFY(broken && broken->kind == BrokenReferenceKind::TilesetFile);
    // The read error itself, not "does not exist".
    QVERIFY2(broken->problem.find("does not exist") == std::string::npos, broken->problem.c_str());
    QVERIFY(!broken->problem.empty());
  }

  void countsUnknownTilesOncePerLayerAndName() {
    auto p = project();
    const auto refs = findBrokenReferences(*p);
    std::vector<const BrokenReference*> tiles;
    for (const auto& r : refs)
      if (r.kind == BrokenReferenceKind::TileReference) tiles.push_back(&r);
    QCOMPARE(tiles.size(), std::size_t(2));  // forest/stump, and the whole desert tileset
    const auto* stump = findAt(refs, "/chain/0/tileLayers/0/palette/1");
    QVERIFY2(stump, dump(refs).c_str());
    QCOMPARE(stump->missing, std::string("forest/stump"));
    QCOMPARE(stump->count, std::size_t(3));
    QVERIFY(!stump->relinkable);
    QCOMPARE(stump->file, root_ + "/levels/stage_1.json");
    QCOMPARE(stump->label, std::string("chain link 't1' layer 'back'"));
    QVERIFY2(stump->problem.find("3 placed tiles") != std::string::npos, stump->problem.c_str());
    const auto* desert = findAt(refs, "/chain/0/tileLayers/0/palette/2");
    QVERIFY2(desert, dump(refs).c_str());
    QCOMPARE(desert->missing, std::string("desert"));
    QCOMPARE(desert->count, std::size_t(6));  // rock_a and rock_b together
  }

  void aMillionUnknownTilesAreOneReference() {
    auto p = project();
    TileLayer big;
    big.name = "huge";
    const auto ref = big.refFor("nowhere", "x");
    big.tiles.assign(1'000'000, PlacedTile{ref, {0, 0}, {1, 1}, 0});
    p->levels[0]->chain[0]->tileLayers.push_back(std::move(big));
    const auto refs = findBrokenReferences(*p);
    const auto* huge = findAt(refs, "/chain/0/tileLayers/1/palette/0");
    QVERIFY(huge);
    QCOMPARE(huge->count, std::size_t(1'000'000));
    QCOMPARE(std::count_if(refs.begin(), refs.end(), [](const auto& r) { return r.missing == "nowhere"; }),
             1);
  }

  void theTilesetsAsTheProjectHoldsThemWin() {
    // The editor's tilesets are the project's, with their unsaved edits: the image relinked
    // in memory is no longer broken, though the file on disk still names the missing one.
    auto p = project();
    QVERIFY(p->tilesets[0]->readable());
    p->tilesets[0]->images[1].path = "tilesets/forest/a.png";
    const auto refs = findBrokenReferences(*p);
    QVERIFY(!findAt(refs, "/images/1/path"));
    QVERIFY(findAt(refs, "/tilesets/1"));
  }

  void validateReportsThemWithFileAndPlace() {
    auto p = project();
    const Errors errors = validateProject(*p);
    auto has = [&](const std::string& file, const std::string& where, const std::string& text) {
      return std::any_of(errors.begin(), errors.end(), [&](const Error& e) {
        return e.file == root_ + "/" + file && e.where == where && e.message.find(text) != std::string::npos;
      });
    };
    std::string all;
    for (const auto& e : errors) all += e.toString() + "\n";
    QVERIFY2(has("project.json", "/tileDefs/1/mesh",
                 "tile definition 'corridor' mesh: file 'meshes/corridor.obj' does not exist"),
             all.c_str());
    QVERIFY2(has("project.json", "/enemyTypes/0/mesh", "'meshes/drone.obj' does not exist"), all.c_str());
    QVERIFY2(has("tilesets/forest.tileset.json", "/images/1/path", "tileset 'forest' image 1"), all.c_str());
    QVERIFY2(has("project.json", "/tilesets/1", "'tilesets/gone.tileset.json' does not exist"), all.c_str());
    // A tileset file that cannot be read is named, with the place in it (line, column).
    const auto unreadable = std::find_if(errors.begin(), errors.end(), [](const Error& e) { return e.where == "/tilesets/2"; });
    QVERIFY2(unreadable != errors.end(), all.c_str());
    QVERIFY2(unreadable->message.find(".tileset.json'") != std::string::npos, unreadable->message.c_str());
    QVERIFY2(unreadable->message.find("line ") != std::string::npos, unreadable->message.c_str());
    QVERIFY2(has("levels/stage_1.json", "/chain/0/tileLayers/0/palette/1", "has no tile 'stump'"),
             all.c_str());
    // Each missing mesh once (validate_enemies no longer reports it on its own).
    QCOMPARE(std::count_if(errors.begin(), errors.end(),
                           [](const Error& e) { return e.where == "/enemyTypes/0/mesh"; }),
             1);
  }

  void aCompleteProjectHasNone() {
    auto p = project();
    p->tileDefs.erase(p->tileDefs.begin() + 1);
    p->enemyTypes.clear();
    listTilesets(*p, {"tilesets/forest.tileset.json"});
    p->levels[0]->chain[0]->tileLayers.clear();
    write("tilesets/forest/b.png", "png");
    const auto refs = findBrokenReferences(*p);
    QVERIFY2(refs.empty(), dump(refs).c_str());
    QVERIFY(QFile::remove(QString::fromStdString(root_ + "/tilesets/forest/b.png")));
  }
};

QTEST_APPLESS_MAIN(BrokenReferencesTest)
#include "broken_references_test.moc"
