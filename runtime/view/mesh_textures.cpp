#include "view/mesh_textures.h"

#include <QBuffer>
#include <QByteArray>
#include <QCoreApplication>
#include <QImageReader>

namespace sw::ui {
namespace {

QImage decodeOne(const sw::MeshTexture& texture, QString* error) {
  QImage image;
  if (!texture.rgba.empty()) {
    if (texture.width <= 0 || texture.height <= 0 ||
        texture.rgba.size() < std::size_t(texture.width) * std::size_t(texture.height) * 4) {
      *error = QStringLiteral("its texel data is shorter than its size");
      return {};
    }
    image = QImage(texture.rgba.data(), texture.width, texture.height, texture.width * 4, QImage::Format_RGBA8888)
                .copy();  // the QImage above only borrows the bytes
  } else {
    QImageReader reader;
    QByteArray bytes;
    QBuffer* buffer = nullptr;
    if (texture.isEmbedded()) {
      bytes = QByteArray(reinterpret_cast<const char*>(texture.encoded.data()), qsizetype(texture.encoded.size()));
      buffer = new QBuffer(&bytes);
      reader.setDevice(buffer);
      // Assimp's hint ("png", "jpg") helps formats without a clear signature; the
      // content decides where it has one.
      if (!texture.formatHint.empty()) reader.setFormat(QByteArray::fromStdString(texture.formatHint));
      reader.setDecideFormatFromContent(true);
    } else {
      reader.setFileName(QString::fromStdString(texture.path));
    }
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    if (size.isValid() && (size.width() > kMaxMeshTextureSide || size.height() > kMaxMeshTextureSide))
      reader.setScaledSize(size.scaled(kMaxMeshTextureSide, kMaxMeshTextureSide, Qt::KeepAspectRatio));
    image = reader.read();
    if (image.isNull()) *error = reader.errorString();
    delete buffer;
  }
  if (image.isNull()) return {};
  if (image.width() > kMaxMeshTextureSide || image.height() > kMaxMeshTextureSide)
    image = image.scaled(kMaxMeshTextureSide, kMaxMeshTextureSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
  return image.convertToFormat(QImage::Format_RGBA8888);
}

}  // namespace

std::vector<QImage> decodeMeshTextures(const sw::MeshData& mesh, QStringList* warnings) {
  std::vector<QImage> images;
  images.reserve(mesh.textures.size());
  for (const sw::MeshTexture& texture : mesh.textures) {
    QString error;
    images.push_back(decodeOne(texture, &error));
    if (images.back().isNull() && warnings) {
      const QString name = QString::fromStdString(texture.isEmbedded() ? texture.reference : texture.path);
      *warnings << QCoreApplication::translate("sw::ui::MeshTextures",
                                               "texture '%1' cannot be read (%2); the mesh shows its base colour")
                       .arg(name, error.isEmpty() ? QCoreApplication::translate("sw::ui::MeshTextures", "unknown reason")
                                                  : error);
    }
  }
  return images;
}

}  // namespace sw::ui
