#pragma once
// Decoded tileset images shared by every view that draws tiles (the Tileset dock's
// palette, the level viewport's tile layers): one QImage per absolute path, read on
// first use. The TilesetStore owns one (TilesetStore::images()) and drops the paths it
// reports in imagesChanged before emitting that signal, so a view that reacts to the
// signal reads the new pixels. stamp() tells holders of derived data (GPU textures,
// scaled pixmaps) that their copy is stale: it changes whenever a path is dropped.
#include <QHash>
#include <QImage>
#include <QObject>
#include <QString>
#include <QStringList>

namespace sw::editor {

class TileImageCache : public QObject {
  Q_OBJECT
 public:
  explicit TileImageCache(QObject* parent = nullptr);

  // The image at `absolutePath`; a null image when the file is missing or unreadable
  // (remembered until dropped, so a broken path is not re-read on every paint).
  QImage image(const QString& absolutePath);
  // Forgets these paths (changed on disk); the next image() reads them again.
  void drop(const QStringList& absolutePaths);
  void clear();
  // Changes each time `absolutePath` is dropped (0 before the first drop).
  qint64 stamp(const QString& absolutePath) const { return stamps_.value(absolutePath, 0); }

 signals:
  void dropped(const QStringList& absolutePaths);

 private:
  QHash<QString, QImage> images_;
  QHash<QString, qint64> stamps_;
  qint64 nextStamp_ = 1;
};

}  // namespace sw::editor
