#pragma once
// Small pictures of meshes for the Project dock, drawn by a software rasteriser: no GL
// context, so they render on worker threads, under the offscreen platform and in tests.
#include <QColor>
#include <QDateTime>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QSize>
#include <QString>
#include <QThreadPool>
#include <vector>

namespace sw {
struct MeshData;
}

namespace sw::editor {

// The mesh seen from the front-right and above (a fixed three-quarter view), fitted to
// the image, flat Lambert shading in the colours of its subsets times their textures
// (`textures`: the decoded mesh.textures, see view/mesh_textures.h; nearest texel),
// z-buffered and 2x2 supersampled. Safe on any thread. Pixels the mesh does not cover
// stay `background`.
QImage renderMeshThumbnail(const sw::MeshData& mesh, QSize size = QSize(64, 64),
                           QColor background = Qt::transparent, const std::vector<QImage>& textures = {});

// Thumbnails of mesh files, rendered off the UI thread and cached by path and file time,
// so an unchanged file is drawn once and an edited one again.
class MeshThumbnails : public QObject {
  Q_OBJECT
 public:
  explicit MeshThumbnails(QObject* parent = nullptr);
  ~MeshThumbnails() override;

  // The thumbnail of the file as it is now on disk. Null while it is being rendered
  // (ready() follows) and when the file does not load.
  QImage thumbnail(const QString& absolutePath);
  int pendingCount() const { return pending_; }

 signals:
  void ready(const QString& absolutePath);

 private:
  struct Entry {
    QImage image;
    QDateTime modified;
    qint64 size = -1;
    bool rendering = false;
    int generation = 0;
  };
  QHash<QString, Entry> entries_;
  QThreadPool pool_;  // its own, small: thumbnails never hold up the viewport's loads
  int pending_ = 0;
  int nextGeneration_ = 0;
};

}  // namespace sw::editor
