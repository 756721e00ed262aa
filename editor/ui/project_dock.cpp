#include "ui/project_dock.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QStyle>
#include <QTreeWidget>

#include "document/document.h"

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
  setWidget(tree_);
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
    auto* item = new QTreeWidgetItem(parent, {info.fileName()});
    item->setToolTip(0, info.filePath());
    item->setIcon(0, style->standardIcon(info.isDir() ? QStyle::SP_DirIcon : QStyle::SP_FileIcon));
    if (info.isDir()) addFolder(item, info.filePath());
  }
}

}  // namespace sw::editor
