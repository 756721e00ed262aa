#include "ui/docks/project_dock.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QStyle>
#include <QTreeWidget>

#include "document/document.h"
#include "model/asset_kind.h"
#include "ui/mesh_thumbnail.h"
#include "ui/empty_hint.h"

namespace sw::editor {

namespace {
enum ItemRole { LevelIndexRole = Qt::UserRole + 1 };
}

ProjectDock::ProjectDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Project"), parent), document_(document) {
  setObjectName(QStringLiteral("projectDock"));
  tree_ = new QTreeWidget(this);
  tree_->setObjectName(QStringLiteral("projectTree"));
  tree_->setHeaderHidden(true);
  tree_->setUniformRowHeights(true);
  tree_->setIconSize(QSize(32, 32));  // room for mesh thumbnails
  setWidget(tree_);
  EmptyHint::install(tree_,
                     tr("No tile definitions yet. Import a mesh (File > Import Mesh...), "
                        "then make a tile definition from it."),
                     [this] { return document_->project().tileDefs.empty(); });
  thumbnails_ = new MeshThumbnails(this);
  connect(thumbnails_, &MeshThumbnails::ready, this, [this](const QString& path) {
    const QImage image = thumbnails_->thumbnail(path);
    if (image.isNull()) return;
    const QIcon icon(QPixmap::fromImage(image));
    for (QTreeWidgetItem* item : thumbnailItems_.values(path)) item->setIcon(0, icon);
  });
  connect(document_, &Document::projectReset, this, &ProjectDock::rebuild);
  connect(document_, &Document::saved, this, &ProjectDock::rebuild);
  connect(document_, &Document::levelSwitched, this, &ProjectDock::rebuild);
  connect(tree_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
    QVariant level = item->data(0, LevelIndexRole);
    if (level.isValid()) document_->setLevelIndex(level.toInt());
  });
  rebuild();
}

void ProjectDock::rebuild() {
  thumbnailItems_.clear();
  tree_->clear();
  const auto& project = document_->project();
  QStyle* style = QApplication::style();
  const QIcon folderIcon = style->standardIcon(QStyle::SP_DirIcon);
  const QIcon fileIcon = style->standardIcon(QStyle::SP_FileIcon);

  auto* levels = new QTreeWidgetItem(tree_, {tr("Levels (%1)").arg(project.levels.size())});
  levels->setIcon(0, folderIcon);
  for (int i = 0; i < int(project.levels.size()); ++i) {
    const auto& level = *project.levels[std::size_t(i)];
    auto* item = new QTreeWidgetItem(levels, {QString::fromStdString(level.name)});
    item->setData(0, LevelIndexRole, i);
    item->setIcon(0, fileIcon);
    item->setToolTip(0, tr("%1 \u2014 double-click to edit").arg(QString::fromStdString(level.file)));
    if (i == document_->levelIndex()) {
      QFont bold = item->font(0);
      bold.setBold(true);
      item->setFont(0, bold);
    }
  }

  auto* tiles = new QTreeWidgetItem(tree_, {tr("Tile Definitions (%1)").arg(project.tileDefs.size())});
  tiles->setIcon(0, folderIcon);
  for (const auto& def : project.tileDefs) {
    auto* item = new QTreeWidgetItem(tiles, {QString::fromStdString(def->name)});
    QString mesh = QString::fromStdString(def->mesh);
    bool missing = !mesh.isEmpty() && !QFileInfo::exists(QString::fromStdString(project.absolutePath(def->mesh)));
    item->setToolTip(0, missing ? tr("Mesh %1 is missing").arg(mesh) : mesh);
    if (missing) item->setForeground(0, QColor(220, 70, 60));
    if (!mesh.isEmpty() && !missing)
      showThumbnail(item, QString::fromStdString(project.absolutePath(def->mesh)));
  }

  if (document_->hasFolder()) {
    QDir root(QString::fromStdString(project.directory));
    for (const auto& folder : project.assetFolders) {
      QString name = QString::fromStdString(folder);
      auto* item = new QTreeWidgetItem(tree_, {name});
      item->setIcon(0, folderIcon);
      addFolder(item, root.filePath(name));
    }
  }
  levels->setExpanded(true);
  tiles->setExpanded(true);
}

void ProjectDock::addFolder(QTreeWidgetItem* parent, const QString& path) {
  QDir dir(path);
  QStyle* style = QApplication::style();
  for (const QFileInfo& info :
       dir.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot, QDir::DirsFirst | QDir::Name | QDir::IgnoreCase)) {
    // An imported mesh's settings are not an asset to pick (and .json is no asset kind).
    if (info.fileName().endsWith(QLatin1String(".import.json"))) continue;
    auto* item = new QTreeWidgetItem(parent, {info.fileName()});
    item->setToolTip(0, info.filePath());
    item->setIcon(0, style->standardIcon(info.isDir() ? QStyle::SP_DirIcon : QStyle::SP_FileIcon));
    if (info.isDir()) addFolder(item, info.filePath());
    else if (sw::assetKindOf(info.filePath().toStdString()) == "mesh")
      showThumbnail(item, info.absoluteFilePath());
  }
}

void ProjectDock::showThumbnail(QTreeWidgetItem* item, const QString& absoluteMeshPath) {
  const QString path = QFileInfo(absoluteMeshPath).absoluteFilePath();
  thumbnailItems_.insert(path, item);
  const QImage image = thumbnails_->thumbnail(path);  // null: rendering, ready() follows
  if (!image.isNull()) item->setIcon(0, QIcon(QPixmap::fromImage(image)));
}

}  // namespace sw::editor
