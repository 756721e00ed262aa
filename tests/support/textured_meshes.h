#pragma once
// Tiny textured meshes written by tests (no binary fixtures in the repository): a square
// in the play plane (x, y in [-half, half], z = 0, facing +z) as glTF 2, OBJ/MTL and
// Collada, with a base colour and an optional base colour texture, and two-tone images
// whose top and bottom halves differ so a test sees which way up a texture lands.
#include <QBuffer>
#include <QByteArray>
#include <QColor>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QString>
#include <cmath>
#include <cstring>
#include <vector>

// moc reads included headers too and loses track of the namespace in the raw strings
// below; it needs nothing from here.
#ifndef Q_MOC_RUN
namespace sw::test {

inline bool writeBytes(const QString& path, const QByteArray& bytes) {
  QDir().mkpath(QFileInfo(path).absolutePath());
  QFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// `top` over `bottom`, 16 x 16.
inline QImage twoToneImage(QColor top, QColor bottom) {
  QImage image(16, 16, QImage::Format_RGBA8888);
  for (int y = 0; y < 16; ++y)
    for (int x = 0; x < 16; ++x) image.setPixelColor(x, y, y < 8 ? top : bottom);
  return image;
}

inline QByteArray pngBytes(const QImage& image) {
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  image.save(&buffer, "PNG");
  return bytes;
}

inline double srgbToLinear(int channel) {
  const double c = channel / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

enum class TextureIn {
  None,      // no texture: base colour only
  File,      // an image file beside the mesh (`textureFile`)
  Embedded,  // a data: URI inside the glTF (Assimp's "*0")
};

// A glTF 2 square. `baseColor` is written as glTF wants it (linear); a loader that
// converts back reports it as given. With TextureIn::File the image is written to
// `textureFile` unless `writeTexture` is false (a missing texture).
inline bool writeSquareGltf(const QString& path, QColor baseColor, TextureIn texture, const QImage& image = {},
                            const QString& textureFile = QStringLiteral("skin.png"), bool writeTexture = true,
                            float half = 1.0f) {
  // glTF UVs put v = 0 at the top of the image.
  const float positions[4][3] = {{-half, -half, 0}, {half, -half, 0}, {half, half, 0}, {-half, half, 0}};
  const float normals[4][3] = {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
  const float uvs[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
  const quint16 indices[6] = {0, 1, 2, 0, 2, 3};
  QByteArray buffer;
  buffer.append(reinterpret_cast<const char*>(positions), sizeof positions);
  buffer.append(reinterpret_cast<const char*>(normals), sizeof normals);
  buffer.append(reinterpret_cast<const char*>(uvs), sizeof uvs);
  buffer.append(reinterpret_cast<const char*>(indices), sizeof indices);

  QString textureJson, imagesJson;
  if (texture != TextureIn::None) {
    textureJson = QStringLiteral(", \"baseColorTexture\": {\"index\": 0}");
    const QString uri = texture == TextureIn::Embedded
                            ? QStringLiteral("data:image/png;base64,") + QString::fromLatin1(pngBytes(image).toBase64())
                            : textureFile;
    imagesJson = QStringLiteral(", \"textures\": [{\"source\": 0}], \"images\": [{\"uri\": \"%1\"}]").arg(uri);
    if (texture == TextureIn::File && writeTexture &&
        !writeBytes(QFileInfo(path).dir().filePath(textureFile), pngBytes(image)))
      return false;
  }
  const QString json =
      QStringLiteral(R"({
  "asset": {"version": "2.0"},
  "scene": 0, "scenes": [{"nodes": [0]}], "nodes": [{"mesh": 0, "name": "square"}],
  "meshes": [{"name": "square", "primitives": [{"attributes": {"POSITION": 0, "NORMAL": 1, "TEXCOORD_0": 2},
                                                "indices": 3, "material": 0}]}],
  "materials": [{"name": "skin", "pbrMetallicRoughness": {"baseColorFactor": [%1, %2, %3, 1.0],
                 "metallicFactor": 0.0, "roughnessFactor": 1.0%4}}]%5,
  "buffers": [{"byteLength": %6, "uri": "data:application/octet-stream;base64,%7"}],
  "bufferViews": [{"buffer": 0, "byteOffset": 0, "byteLength": 48},
                  {"buffer": 0, "byteOffset": 48, "byteLength": 48},
                  {"buffer": 0, "byteOffset": 96, "byteLength": 32},
                  {"buffer": 0, "byteOffset": 128, "byteLength": 12}],
  "accessors": [{"bufferView": 0, "componentType": 5126, "count": 4, "type": "VEC3",
                 "min": [-%8, -%8, 0], "max": [%8, %8, 0]},
                {"bufferView": 1, "componentType": 5126, "count": 4, "type": "VEC3"},
                {"bufferView": 2, "componentType": 5126, "count": 4, "type": "VEC2"},
                {"bufferView": 3, "componentType": 5123, "count": 6, "type": "SCALAR"}]
}
)")
          .arg(srgbToLinear(baseColor.red()), 0, 'g', 9)
          .arg(srgbToLinear(baseColor.green()), 0, 'g', 9)
          .arg(srgbToLinear(baseColor.blue()), 0, 'g', 9)
          .arg(textureJson, imagesJson)
          .arg(buffer.size())
          .arg(QString::fromLatin1(buffer.toBase64()))
          .arg(double(half));
  return writeBytes(path, json.toUtf8());
}

// An OBJ square; with a non-empty `textureFile` its MTL paints it with map_Kd (and writes
// the image there unless `image` is null). Without `withMaterial` it names no library at
// all: Assimp gives it its default material.
inline bool writeSquareObj(const QString& path, QColor diffuse, const QString& textureFile = {},
                           const QImage& image = {}, bool withMaterial = true, float half = 1.0f) {
  const QString mtl = QFileInfo(path).completeBaseName() + QStringLiteral(".mtl");
  QString obj;
  if (withMaterial) obj += QStringLiteral("mtllib %1\n").arg(mtl);
  obj += QStringLiteral("v %1 %1 0\nv %2 %1 0\nv %2 %2 0\nv %1 %2 0\n").arg(-half).arg(half);
  obj += QStringLiteral("vt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nvn 0 0 1\n");
  if (withMaterial) obj += QStringLiteral("usemtl skin\n");
  obj += QStringLiteral("f 1/1/1 2/2/1 3/3/1 4/4/1\n");
  if (!writeBytes(path, obj.toUtf8())) return false;
  if (!withMaterial) return true;
  QString lib = QStringLiteral("newmtl skin\nKd %1 %2 %3\n").arg(diffuse.redF()).arg(diffuse.greenF()).arg(diffuse.blueF());
  if (!textureFile.isEmpty()) lib += QStringLiteral("map_Kd %1\n").arg(textureFile);
  if (!image.isNull() && !writeBytes(QFileInfo(path).dir().filePath(textureFile), pngBytes(image))) return false;
  return writeBytes(QFileInfo(path).dir().filePath(mtl), lib.toUtf8());
}

// A Collada square whose effect's diffuse is the texture `textureFile` (written beside
// it from `image`).
inline bool writeSquareDae(const QString& path, const QString& textureFile, const QImage& image, float half = 1.0f) {
  const QString h = QString::number(double(half));
  const QString dae = QStringLiteral(R"(<?xml version="1.0" encoding="utf-8"?>
<COLLADA xmlns="http://www.collada.org/2005/11/COLLADASchema" version="1.4.1">
  <asset><unit name="meter" meter="1"/><up_axis>Y_UP</up_axis></asset>
  <library_images><image id="skin-image"><init_from>%1</init_from></image></library_images>
  <library_effects>
    <effect id="skin-effect"><profile_COMMON>
      <newparam sid="skin-surface"><surface type="2D"><init_from>skin-image</init_from></surface></newparam>
      <newparam sid="skin-sampler"><sampler2D><source>skin-surface</source></sampler2D></newparam>
      <technique sid="common"><lambert>
        <diffuse><texture texture="skin-sampler" texcoord="UVMap"/></diffuse>
      </lambert></technique>
    </profile_COMMON></effect>
  </library_effects>
  <library_materials><material id="skin" name="skin"><instance_effect url="#skin-effect"/></material></library_materials>
  <library_geometries><geometry id="square" name="square"><mesh>
    <source id="square-positions"><float_array id="square-positions-array" count="12">-%2 -%2 0 %2 -%2 0 %2 %2 0 -%2 %2 0</float_array>
      <technique_common><accessor source="#square-positions-array" count="4" stride="3">
        <param name="X" type="float"/><param name="Y" type="float"/><param name="Z" type="float"/></accessor></technique_common></source>
    <source id="square-normals"><float_array id="square-normals-array" count="3">0 0 1</float_array>
      <technique_common><accessor source="#square-normals-array" count="1" stride="3">
        <param name="X" type="float"/><param name="Y" type="float"/><param name="Z" type="float"/></accessor></technique_common></source>
    <source id="square-uvs"><float_array id="square-uvs-array" count="8">0 0 1 0 1 1 0 1</float_array>
      <technique_common><accessor source="#square-uvs-array" count="4" stride="2">
        <param name="S" type="float"/><param name="T" type="float"/></accessor></technique_common></source>
    <vertices id="square-vertices"><input semantic="POSITION" source="#square-positions"/></vertices>
    <triangles material="skin" count="2">
      <input semantic="VERTEX" source="#square-vertices" offset="0"/>
      <input semantic="NORMAL" source="#square-normals" offset="1"/>
      <input semantic="TEXCOORD" source="#square-uvs" offset="2" set="0"/>
      <p>0 0 0 1 0 1 2 0 2 0 0 0 2 0 2 3 0 3</p>
    </triangles>
  </mesh></geometry></library_geometries>
  <library_visual_scenes><visual_scene id="scene"><node id="square-node" name="square">
    <instance_geometry url="#square"><bind_material><technique_common>
      <instance_material symbol="skin" target="#skin"><bind_vertex_input semantic="UVMap" input_semantic="TEXCOORD" input_set="0"/></instance_material>
    </technique_common></bind_material></instance_geometry>
  </node></visual_scene></library_visual_scenes>
  <scene><instance_visual_scene url="#scene"/></scene>
</COLLADA>
)")
                            .arg(textureFile, h);
  return writeBytes(QFileInfo(path).dir().filePath(textureFile), pngBytes(image)) && writeBytes(path, dae.toUtf8());
}

// Where Debian's assimp-testmodels puts its files; empty when the package is missing.
inline QString assimpModelsRoot() {
  for (const char* candidate : {"/usr/share/assimp/models", "/usr/share/assimp-testmodels"})
    if (QFileInfo(candidate).isDir()) return QString::fromLatin1(candidate);
  return {};
}

}  // namespace sw::test
#endif
