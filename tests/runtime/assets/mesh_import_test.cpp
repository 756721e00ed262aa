// importMesh: the mesh and the files it refers to land in meshes/<name>/ with a sidecar,
// or nothing lands at all.
#include "assets/mesh_import.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <chrono>
#include <filesystem>

#include "core/atomic_file.h"
#include "support/test_files.h"

using namespace sw;

namespace {

// A 1 x 2 x 3 box in two materials, one with a texture in a subfolder.
const char* kCrateObj = R"(# crate
mtllib crate.mtl
v 0 0 0
v 1 0 0
v 1 2 0
v 0 2 0
v 0 0 3
v 1 0 3
v 1 2 3
v 0 2 3
vt 0 0
vt 1 0
vt 1 1
vt 0 1
usemtl wood
f 1/1 4/4 3/3 2/2
f 5/1 6/2 7/3 8/4
f 1/1 2/2 6/3 5/4
f 4/1 8/2 7/3 3/4
usemtl metal
f 1/1 5/2 8/3 4/4
f 2/1 3/2 7/3 6/4
)";

const char* kCrateMtl = R"(newmtl wood
Kd 0.6 0.4 0.2
map_Kd textures/wood.png
newmtl metal
Kd 0.7 0.7 0.7
)";

// Two objects side by side: "left" at x in [0,1], "right" at x in [5,6].
const char* kPairObj = R"(o left
v 0 0 0
v 1 0 0
v 1 1 0
f 1 2 3
o right
v 5 0 0
v 6 0 0
v 6 1 0
f 4 5 6
)";

// One triangle whose positions live in tri.bin; its material samples tex.png.
const char* kTriangleGltf = R"({
  "asset": {"version": "2.0"},
  "scene": 0,
  "scenes": [{"nodes": [0]}],
  "nodes": [{"mesh": 0}],
  "meshes": [{"name": "tri", "primitives": [{"attributes": {"POSITION": 0}, "material": 0}]}],
  "materials": [{"pbrMetallicRoughness": {"baseColorTexture": {"index": 0}}}],
  "textures": [{"source": 0}],
  "images": [{"uri": "tex.png"}],
  "buffers": [{"uri": "tri.bin", "byteLength": 36}],
  "bufferViews": [{"buffer": 0, "byteOffset": 0, "byteLength": 36}],
  "accessors": [{"bufferView": 0, "componentType": 5126, "count": 3, "type": "VEC3",
                 "min": [0, 0, 0], "max": [1, 1, 0]}]
})";

QByteArray triangleBin() {
  const float p[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
  return QByteArray(reinterpret_cast<const char*>(p), sizeof p);
}

using sw::test::writeFile;

QByteArray readFile(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every entry under a folder (hidden ones too) with its size: what "nothing changed" means.
QStringList listing(const QString& root) {
  QStringList out;
  QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                  QDirIterator::Subdirectories);
  while (it.hasNext()) {
    it.next();
    out << QDir(root).relativeFilePath(it.filePath()) +
               (it.fileInfo().isDir() ? "/" : QString(" %1").arg(it.fileInfo().size()));
  }
  out.sort();
  return out;
}

std::string str(const QString& s) { return s.toStdString(); }

bool mentions(const Errors& warnings, const std::string& text) {
  for (const auto& w : warnings)
    if (w.toString().find(text) != std::string::npos) return true;
  return false;
}

QString describe(const Errors& errors) {
  QString out;
  for (const auto& e : errors) out += QString::fromStdString(e.toString()) + '\n';
  return out;
}

}  // namespace

class MeshImportTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  QString source_;   // artist's folder
  QString project_;  // a fresh project per test

 private slots:
  void init() {
    QVERIFY(dir_.isValid());
    static int n = 0;
    source_ = dir_.filePath(QString("art%1").arg(n));
    project_ = dir_.filePath(QString("project%1").arg(n++));
    QVERIFY(QDir().mkpath(source_));
    QVERIFY(writeFile(project_ + "/project.json", "{}\n"));
    QVERIFY(writeFile(source_ + "/crate.obj", kCrateObj));
    QVERIFY(writeFile(source_ + "/crate.mtl", kCrateMtl));
    QVERIFY(writeFile(source_ + "/textures/wood.png", "not really a png"));
    QVERIFY(writeFile(source_ + "/pair.obj", kPairObj));
    QVERIFY(writeFile(source_ + "/triangle.gltf", kTriangleGltf));
    QVERIFY(writeFile(source_ + "/tri.bin", triangleBin()));
    QVERIFY(writeFile(source_ + "/tex.png", "png"));
  }

  void objCopiesItsMaterialLibraryAndTexture() {
    const std::string source = str(source_ + "/crate.obj");
    MeshImportOptions options;
    options.scale = 2;
    auto result = importMesh(source, str(project_), options);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
    QCOMPARE(result->name, std::string("crate"));
    QCOMPARE(result->assetPath, std::string("meshes/crate/crate.obj"));
    QCOMPARE(result->files, (std::vector<std::string>{"crate.obj", "crate.mtl", "textures/wood.png"}));
    QVERIFY2(result->warnings.empty(), qPrintable(describe(result->warnings)));
    QCOMPARE(readFile(project_ + "/meshes/crate/crate.obj"), QByteArray(kCrateObj));
    QCOMPARE(readFile(project_ + "/meshes/crate/crate.mtl"), QByteArray(kCrateMtl));
    QCOMPARE(readFile(project_ + "/meshes/crate/textures/wood.png"), QByteArray("not really a png"));

    // The sidecar: canonical, stable text.
    const QByteArray expected = QByteArray(
                                    "{\n"
                                    "  \"formatVersion\": 1,\n"
                                    "  \"source\": \"") +
                                source.c_str() +
                                "\",\n"
                                "  \"file\": \"crate.obj\",\n"
                                "  \"scale\": 2.0,\n"
                                "  \"upAxis\": \"y\",\n"
                                "  \"meshes\": [],\n"
                                "  \"files\": [\"crate.obj\", \"crate.mtl\", \"textures/wood.png\"]\n"
                                "}\n";
    QCOMPARE(readFile(project_ + "/meshes/crate/crate.import.json"), expected);

    // Nothing else: no staging folder left behind.
    QCOMPARE(listing(project_),
             (QStringList{"meshes/", "meshes/crate/",
                          "meshes/crate/crate.import.json " + QString::number(expected.size()),
                          "meshes/crate/crate.mtl " + QString::number(qstrlen(kCrateMtl)),
                          "meshes/crate/crate.obj " + QString::number(qstrlen(kCrateObj)),
                          "meshes/crate/textures/", "meshes/crate/textures/wood.png 16", "project.json 3"}));

    // The copy loads with the recorded settings: scaled, both materials.
    const std::string copy = str(project_ + "/meshes/crate/crate.obj");
    const MeshImportSettings settings = importSettingsFor(copy);
    QCOMPARE(settings.scale, 2.0);
    auto mesh = loadMesh(copy, settings);
    QVERIFY(mesh.ok());
    QCOMPARE(mesh->subsets.size(), std::size_t(2));
    QVERIFY(std::abs(mesh->bounds.max.z - 6.0) < 1e-5);
  }

  void gltfCopiesItsBufferAndImage() {
    auto result = importMesh(str(source_ + "/triangle.gltf"), str(project_), {});
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
    QCOMPARE(result->assetPath, std::string("meshes/triangle/triangle.gltf"));
    QCOMPARE(result->files, (std::vector<std::string>{"triangle.gltf", "tex.png", "tri.bin"}));
    QCOMPARE(readFile(project_ + "/meshes/triangle/tri.bin"), triangleBin());
    QVERIFY(QFile::exists(project_ + "/meshes/triangle/tex.png"));
    QCOMPARE(result->sourceMeshes, std::vector<std::string>{"tri"});
    QVERIFY(loadMesh(str(project_ + "/meshes/triangle/triangle.gltf")).ok());
  }

  void nameClashIsRefusedUnlessReplacing() {
    const std::string source = str(source_ + "/crate.obj");
    QVERIFY(importMesh(source, str(project_), {}).ok());
    const QStringList before = listing(project_);
    const QByteArray sidecar = readFile(project_ + "/meshes/crate/crate.import.json");

    MeshImportOptions options;
    options.scale = 0.5;
    auto again = importMesh(source, str(project_), options);
    QVERIFY(!again.ok());
    QCOMPARE(again.error().file, source);
    QVERIFY2(again.error().message.find("already exists") != std::string::npos,
             again.error().message.c_str());
    QCOMPARE(listing(project_), before);
    QCOMPARE(readFile(project_ + "/meshes/crate/crate.import.json"), sidecar);

    // The same name from another file clashes too.
    options.name = "crate";
    QVERIFY(!importMesh(str(source_ + "/pair.obj"), str(project_), options).ok());
    QCOMPARE(listing(project_), before);

    // Replacing swaps the whole folder: the old mesh's files go, the new settings apply.
    options.replace = true;
    auto replaced = importMesh(str(source_ + "/pair.obj"), str(project_), options);
    QVERIFY2(replaced.ok(), replaced.ok() ? "" : replaced.error().toString().c_str());
    QVERIFY(QFile::exists(project_ + "/meshes/crate/pair.obj"));
    QVERIFY(!QFile::exists(project_ + "/meshes/crate/crate.obj"));
    QVERIFY(!QFile::exists(project_ + "/meshes/crate/textures/wood.png"));
    QCOMPARE(importSettingsFor(str(project_ + "/meshes/crate/pair.obj")).scale, 0.5);
    for (const QString& entry : listing(project_)) QVERIFY2(!entry.startsWith(".import"), qPrintable(entry));
  }

  void corruptFilesLeaveNothingBehind_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QByteArray noise;
    quint32 x = 7;
    for (int i = 0; i < 8192; ++i) {
      x = x * 1664525u + 1013904223u;
      noise.append(char(x >> 24));
    }
    QTest::newRow("noise .obj") << "noise.obj" << noise;
    QTest::newRow("noise .fbx") << "noise.fbx" << noise;
    QTest::newRow("noise .glb") << "noise.glb" << QByteArray("glTF") + noise;
    QTest::newRow("truncated .gltf") << "cut.gltf" << QByteArray(kTriangleGltf).left(120);
    QTest::newRow("bad indices .obj") << "bad.obj" << QByteArray("v 0 0 0\nv 1 0 0\nf 1 2 99\n");
    QTest::newRow("empty .dae") << "empty.dae" << QByteArray();
    // Read fine, but nothing survives the loader: fails after staging has begun.
    QTest::newRow("only degenerate triangles")
        << "flat.obj" << QByteArray("v 0 0 0\nv 1 1 1\nv 2 2 2\nf 1 2 3\n");
    QTest::newRow("only lines") << "lines.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 1 1 0\nl 1 2 3\n");
    QTest::newRow("unsupported format") << "model.off" << QByteArray("OFF\n353535235358 6 0\n");
  }
  void corruptFilesLeaveNothingBehind() {
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    // A project that already holds an import: it must stay exactly as it is.
    QVERIFY(importMesh(str(source_ + "/crate.obj"), str(project_), {}).ok());
    const QStringList before = listing(project_);
    const QString path = source_ + "/" + name;
    QVERIFY(writeFile(path, bytes));

    auto result = importMesh(str(path), str(project_), {});
    QVERIFY(!result.ok());
    QCOMPARE(result.error().file, str(path));
    QVERIFY(!result.error().message.empty());
    QVERIFY2(result.error().message.find(".import-tmp") == std::string::npos, result.error().message.c_str());
    QCOMPARE(listing(project_), before);

    // Replacing with a broken file keeps the old import too.
    MeshImportOptions replace;
    replace.name = "crate";
    replace.replace = true;
    QVERIFY(!importMesh(str(path), str(project_), replace).ok());
    QCOMPARE(listing(project_), before);
  }

  void missingTextureIsAWarning() {
    QVERIFY(QFile::remove(source_ + "/textures/wood.png"));
    auto result = importMesh(str(source_ + "/crate.obj"), str(project_), {});
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
    QCOMPARE(result->warnings.size(), std::size_t(1));
    const Error& warning = result->warnings.front();
    QCOMPARE(warning.file, str(source_ + "/crate.obj"));
    QVERIFY2(warning.message.find("textures/wood.png") != std::string::npos, warning.toString().c_str());
    QVERIFY2(warning.message.find("not found") != std::string::npos, warning.toString().c_str());
    QCOMPARE(result->files, (std::vector<std::string>{"crate.obj", "crate.mtl"}));
  }

  void missingMaterialLibraryIsAWarning() {
    QVERIFY(QFile::remove(source_ + "/crate.mtl"));
    auto result = importMesh(str(source_ + "/crate.obj"), str(project_), {});
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
    QVERIFY2(mentions(result->warnings, "material library 'crate.mtl' not found"),
             qPrintable(describe(result->warnings)));
    QVERIFY2(mentions(result->warnings, "material 'wood' is not defined"),
             qPrintable(describe(result->warnings)));
    QCOMPARE(result->files, std::vector<std::string>{"crate.obj"});
  }

  void missingBufferIsAnError() {
    QVERIFY(QFile::remove(source_ + "/tri.bin"));
    const QStringList before = listing(project_);
    auto result = importMesh(str(source_ + "/triangle.gltf"), str(project_), {});
    QVERIFY(!result.ok());
    QCOMPARE(result.error().file, str(source_ + "/triangle.gltf"));
    QCOMPARE(listing(project_), before);
  }

  // Windows separators and files outside the mesh's folder, as exported on another machine.
  void referencesOutsideTheFolderAreFlattenedWithAWarning() {
    QVERIFY(writeFile(dir_.filePath("shared/stone.png"), "stone"));
    const QString shared = QDir(source_).relativeFilePath(dir_.filePath("shared/stone.png"));
    QVERIFY(writeFile(source_ + "/crate.mtl",
                      QByteArray(kCrateMtl).replace("textures/wood.png", "textures\\wood.png") +
                          "newmtl stone\nmap_Kd " + shared.toUtf8() + "\n"));
    auto result = importMesh(str(source_ + "/crate.obj"), str(project_), {});
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
    QCOMPARE(result->files,
             (std::vector<std::string>{"crate.obj", "crate.mtl", "stone.png", "textures/wood.png"}));
    QVERIFY2(mentions(result->warnings, "outside the mesh's folder"), qPrintable(describe(result->warnings)));
  }

  void namesAreSanitisedOrRefused() {
    QCOMPARE(sanitizeMeshName("My Crate-01"), std::string("my_crate_01"));
    QCOMPARE(sanitizeMeshName("__Über  Box__"), std::string("ber_box"));
    QCOMPARE(sanitizeMeshName("###"), std::string("mesh"));
    QVERIFY(isValidMeshName("crate_2"));
    QVERIFY(!isValidMeshName("Crate"));
    QVERIFY(!isValidMeshName("../x"));

    QVERIFY(QFile::copy(source_ + "/pair.obj", source_ + "/Big Pair (v2).OBJ"));
    auto byStem = importMesh(str(source_ + "/Big Pair (v2).OBJ"), str(project_), {});
    QVERIFY2(byStem.ok(), byStem.ok() ? "" : byStem.error().toString().c_str());
    QCOMPARE(byStem->assetPath, std::string("meshes/big_pair_v2/Big Pair (v2).OBJ"));

    const QStringList before = listing(project_);
    MeshImportOptions options;
    options.name = "../escape";
    auto refused = importMesh(str(source_ + "/pair.obj"), str(project_), options);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.find("a-z, 0-9") != std::string::npos, refused.error().message.c_str());
    QCOMPARE(listing(project_), before);
  }

  void chosenMeshesOnly() {
    auto names = listMeshes(str(source_ + "/pair.obj"));
    QVERIFY(names.ok());
    QCOMPARE(names.value(), (std::vector<std::string>{"left", "right"}));

    MeshImportOptions options;
    options.meshes = {"right"};
    auto result = importMesh(str(source_ + "/pair.obj"), str(project_), options);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
    const std::string copy = str(project_ + "/meshes/pair/pair.obj");
    QCOMPARE(importSettingsFor(copy).meshes, std::vector<std::string>{"right"});
    auto mesh = loadMesh(copy, importSettingsFor(copy));
    QVERIFY(mesh.ok());
    QVERIFY(std::abs(mesh->bounds.min.x - 5.0) < 1e-5);
    QCOMPARE(mesh->indices.size(), std::size_t(3));

    const QStringList before = listing(project_);
    options.meshes = {"middle"};
    options.name = "other";
    auto unknown = importMesh(str(source_ + "/pair.obj"), str(project_), options);
    QVERIFY(!unknown.ok());
    QVERIFY2(unknown.error().message.find("'middle'") != std::string::npos, unknown.error().message.c_str());
    QCOMPARE(listing(project_), before);
  }

  void reimportKeepsSourceAndSettings() {
    MeshImportOptions options;
    options.scale = 3;
    options.upAxis = MeshImportSettings::UpAxis::Z;
    const std::string source = str(source_ + "/crate.obj");
    QVERIFY(importMesh(source, str(project_), options).ok());
    const QString copy = project_ + "/meshes/crate/crate.obj";
    // The artist edits the copy in the project: one face fewer.
    QVERIFY(writeFile(copy, QByteArray(kCrateObj).replace("f 2/1 3/2 7/3 6/4\n", "")));
    auto again = reimportMesh(str(project_ + "/meshes/crate/crate.import.json"), str(copy));
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().toString().c_str());
    auto record = readImportRecord(str(project_ + "/meshes/crate/crate.import.json"));
    QVERIFY(record.ok());
    QCOMPARE(record->source, source);
    QCOMPARE(record->settings.scale, 3.0);
    QVERIFY(record->settings.upAxis == MeshImportSettings::UpAxis::Z);
    QVERIFY(QFile::exists(project_ + "/meshes/crate/textures/wood.png"));
    auto mesh = loadMesh(str(copy), importSettingsFor(str(copy)));
    QVERIFY(mesh.ok());
    QCOMPARE(mesh->indices.size(), std::size_t(10 * 3));
  }

  void settingsDefaultWithoutSidecar() {
    const MeshImportSettings settings = importSettingsFor(str(source_ + "/crate.obj"));
    QCOMPARE(settings.scale, 1.0);
    QVERIFY(settings.upAxis == MeshImportSettings::UpAxis::Y);
    QVERIFY(settings.meshes.empty());
    // A broken sidecar falls back to the defaults; reading it says why.
    QVERIFY(importMesh(str(source_ + "/crate.obj"), str(project_), {}).ok());
    const QString sidecar = project_ + "/meshes/crate/crate.import.json";
    QVERIFY(writeFile(sidecar, "{\"formatVersion\": 1, \"scale\": -1}"));
    QCOMPARE(importSettingsFor(str(project_ + "/meshes/crate/crate.obj")).scale, 1.0);
    auto record = readImportRecord(str(sidecar));
    QVERIFY(!record.ok());
    QCOMPARE(record.error().file, str(sidecar));
  }

  // A staging folder left by an import that was killed goes with the next import; one
  // that may belong to an import running right now stays.
  void abandonedStagingFoldersAreRemoved() {
    QVERIFY(QDir().mkpath(project_ + "/.import-tmp-old123/sub"));
    QVERIFY(writeFile(project_ + "/.import-tmp-old123/sub/half.obj", "v 0 0 0\n"));
    QVERIFY(QDir().mkpath(project_ + "/.import-tmp-new456"));
    namespace fs = std::filesystem;
    fs::last_write_time(str(project_ + "/.import-tmp-old123"),
                        fs::file_time_type::clock::now() - std::chrono::hours(2));
    QVERIFY(importMesh(str(source_ + "/crate.obj"), str(project_), {}).ok());
    QVERIFY(!QFileInfo::exists(project_ + "/.import-tmp-old123"));
    QVERIFY(QFileInfo::exists(project_ + "/.import-tmp-new456"));
  }

  void missingSourceOrProjectIsAnError() {
    auto noFile = importMesh(str(source_ + "/ghost.obj"), str(project_), {});
    QVERIFY(!noFile.ok());
    QVERIFY(noFile.error().message.find("not found") != std::string::npos);
    auto noProject = importMesh(str(source_ + "/crate.obj"), str(dir_.filePath("nowhere")), {});
    QVERIFY(!noProject.ok());
    QVERIFY(!QFileInfo::exists(dir_.filePath("nowhere")));
  }
};

QTEST_GUILESS_MAIN(MeshImportTest)
#include "mesh_import_test.moc"
