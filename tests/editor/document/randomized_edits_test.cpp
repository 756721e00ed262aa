// 1,000+ random edits of every kind (set, move, delete, paste, duplicate, rename, undo,
// redo), then undo all: the level must serialize exactly as it started, and redo all
// must bring back exactly the edited state.
#include <QtTest>
#include <random>

#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "support/sample_project.h"

using namespace sw;
using namespace sw::editor;

namespace {
class RandomEditor {
 public:
  RandomEditor(Document& d, unsigned seed) : doc_(d), rng_(seed) {}

  void step() {
    switch (pick(9)) {
      case 0: case 1: setProperty(); break;
      case 2: move(); break;
      case 3: remove(); break;
      case 4: paste(); break;
      case 5: duplicate(); break;
      case 6: rename(); break;
      case 7: doc_.undoStack()->undo(); break;
      case 8: doc_.undoStack()->redo(); break;
    }
  }
  int pushed = 0;

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  double real(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng_); }
  Level& level() { return *doc_.editableLevel(); }

  std::vector<LevelObject*> all() {
    std::vector<LevelObject*> out;
    level().forEachObject([&](LevelObject& o) { out.push_back(&o); });
    return out;
  }
  // One to four objects, so pastes and duplicates grow the level slowly.
  QVector<ObjectId> someIds() {
    QVector<ObjectId> ids;
    auto objects = all();
    if (objects.empty()) return ids;
    for (int n = 1 + pick(4); n > 0; --n) {
      ObjectId id = objects[std::size_t(pick(int(objects.size())))]->id;
      if (!ids.contains(id)) ids.push_back(id);
    }
    return ids;
  }
  void push(QUndoCommand* c) {
    if (!c) return;
    doc_.undoStack()->push(c);
    ++pushed;
  }

  Value randomValue(const Property& p) {
    switch (p.kind) {
      case ValueKind::Bool: return pick(2) == 0;
      case ValueKind::Int: return std::int64_t(p.min.value_or(0) + pick(50));
      case ValueKind::Float: case ValueKind::Angle: return real(p.min.value_or(-100), p.min.value_or(-100) + 200);
      case ValueKind::Enum: return std::int64_t(pick(int(p.enumNames.size())));
      case ValueKind::Flags: return std::int64_t(pick(1 << p.enumNames.size()));
      case ValueKind::Vec2: return Vec2{real(1, 50), real(1, 50)};
      case ValueKind::Color: return Color{std::uint8_t(pick(256)), std::uint8_t(pick(256)), 7, 255};
      case ValueKind::ObjectRef: {
        auto objects = all();
        return objects.empty() ? std::string() : objects[std::size_t(pick(int(objects.size())))]->name;
      }
      case ValueKind::Expression: return std::string(pick(2) ? "t1.x < 4" : "boss_start.health >= 0");
      case ValueKind::AssetRef: return std::string(pick(2) ? "floor" : "ramp");
      case ValueKind::Text: return std::string("line\nline ") + std::to_string(pick(100));
      default: return std::string("s") + std::to_string(pick(100));
    }
  }

  void setProperty() {
    auto ids = someIds();
    if (ids.isEmpty()) return;
    auto* first = level().findById(ids[0]);
    std::vector<const Property*> candidates;
    for (const auto& p : first->description().properties())
      if (!p.readOnly && p.key != "name") candidates.push_back(&p);
    const Property* p = candidates[std::size_t(pick(int(candidates.size())))];
    QVector<ObjectId> same;
    for (ObjectId id : ids)
      if (auto* q = level().findById(id)->description().find(p->key); q && q->kind == p->kind) same.push_back(id);
    Value v = randomValue(*p);
    if (p->check(v)) return;
    push(new SetPropertyCommand(&doc_, &level(), same, p->key, {v}, pick(4) == 0 ? doc_.newMergeSerial() : 0));
  }
  void move() { push(makeMoveCommand(&doc_, &level(), someIds(), {real(-5, 5), real(-5, 5)})); }
  void remove() {
    auto ids = someIds();
    if (!ids.isEmpty() && all().size() > 3) push(new RemoveObjectsCommand(&doc_, &level(), ids));
  }
  void paste() {
    std::vector<const LevelObject*> objects;
    for (ObjectId id : someIds()) objects.push_back(level().findById(id));
    if (objects.empty()) return;
    ObjectBundle bundle;
    Errors errors;
    QVERIFY(readBundleText(bundleText(objects), bundle, errors));
    std::optional<Vec2> cursor;
    if (pick(2)) cursor = Vec2{real(-20, 20), real(-9, 9)};
    push(makePasteCommand(&doc_, &level(), std::move(bundle), cursor, pick(3) - 1, "Paste"));
  }
  void duplicate() { push(makeDuplicateCommand(&doc_, &level(), someIds(), {1, 1})); }
  void rename() {
    auto objects = all();
    if (objects.empty()) return;
    QString why;
    push(makeRenameCommand(&doc_, &level(), objects[std::size_t(pick(int(objects.size())))]->id,
                           QStringLiteral("n%1").arg(pick(40)), &why));
  }

  Document& doc_;
  std::mt19937 rng_;
};
}  // namespace

class RandomizedEditsTest : public QObject {
  Q_OBJECT
 private slots:
  void undoAllRestoresTheStartExactly_data() {
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed : {1u, 7u, 2026u}) QTest::newRow(qPrintable(QString::number(seed))) << seed;
  }

  void undoAllRestoresTheStartExactly() {
    QFETCH(unsigned, seed);
    QTemporaryDir dir;
    auto project = test::sampleProject();
    auto trigger = std::make_unique<Trigger>();
    trigger->name = "trap";
    trigger->target = "boss_start";
    trigger->condition = "boss_start.health < 3";
    project->levels[0]->objects.push_back(std::move(trigger));
    project->directory = dir.path().toStdString();
    QVERIFY(saveProject(*project).ok());
    Document doc;
    QVERIFY(doc.open(dir.path()).empty());
    doc.undoStack()->setUndoLimit(0);  // unlimited

    const std::string start = levelText(*doc.editableLevel());
    RandomEditor editor(doc, seed);
    for (int i = 0; i < 1200; ++i) editor.step();
    QVERIFY2(editor.pushed >= 700, qPrintable(QString::number(editor.pushed)));
    const std::string edited = levelText(*doc.editableLevel());
    const int editedIndex = doc.undoStack()->index();  // the random undos may leave redo steps beyond it
    QVERIFY(edited != start);

    while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
    QCOMPARE(levelText(*doc.editableLevel()), start);
    while (doc.undoStack()->index() < editedIndex) doc.undoStack()->redo();
    QCOMPARE(levelText(*doc.editableLevel()), edited);
  }
};

QTEST_GUILESS_MAIN(RandomizedEditsTest)
#include "randomized_edits_test.moc"
