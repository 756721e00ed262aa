#include "ui/tileset/tileset_import.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "document/document.h"
#include "document/commands/tileset_commands.h"
#include "document/stores/tileset_store.h"
#include "formats/format_registry.h"
#include "formats/project_import.h"

namespace sw::editor {

namespace {
struct TilesetImportText {
  Q_DECLARE_TR_FUNCTIONS(TilesetImport)
};
}  // namespace

QString importTilesetFile(Document* document, const QString& file, QString* importedName) {
  if (!document->hasFolder()) return TilesetImportText::tr("Save the project first: imported tilesets are copied into its folder.");
  auto& registry = sw::FormatRegistry::instance();
  sw::TilesetFormat* format = registry.tilesetFormatFor(file);
  if (!format)
    return TilesetImportText::tr("%1: no tileset format reads this file (formats: %2)")
        .arg(file, registry.tilesetNameFilters().isEmpty() ? TilesetImportText::tr("none loaded") : registry.tilesetNameFilters());
  auto tileset = format->readTileset(QFileInfo(file).absoluteFilePath());
  if (!tileset) return QString::fromStdString(tileset.error().toString());
  const std::string name = tileset->name;
  if (document->tilesets()->find(name))
    return TilesetImportText::tr("%1: the project already has a tileset named \u201C%2\u201D; rename one of them")
        .arg(file, QString::fromStdString(name));

  const std::string directory = document->project().directory;
  auto report = sw::importTileset(directory, std::move(*tileset));
  if (!report) return QString::fromStdString(report.error().toString());
  if (report->tilesetFiles.empty()) return TilesetImportText::tr("%1: nothing was imported").arg(file);
  // Read back what the import wrote: image paths are project-relative there.
  const QString relative = QString::fromStdString(report->tilesetFiles.front());
  auto written = sw::loadTilesetFile(QDir(QString::fromStdString(directory)).filePath(relative).toStdString());
  if (!written) return QString::fromStdString(written.error().toString());
  if (importedName) *importedName = QString::fromStdString(written->name);
  document->undoStack()->push(makeAddTileset(document, std::move(*written), relative));
  return {};
}

QString importTilesetInteractively(Document* document, QWidget* parent) {
  const QString title = TilesetImportText::tr("Import Tileset");
  if (!document->hasFolder()) {
    QMessageBox::information(parent, title,
                             TilesetImportText::tr("Save the project first: imported tilesets are copied into its folder."));
    return {};
  }
  const QString filters = sw::FormatRegistry::instance().tilesetNameFilters();
  if (filters.isEmpty()) {
    QMessageBox::warning(parent, title,
                         TilesetImportText::tr("No tileset format is loaded (plugins searched in %1).")
                             .arg(sw::FormatRegistry::instance().searchPaths().join(QStringLiteral(", "))));
    return {};
  }
  const QString file = QFileDialog::getOpenFileName(parent, title, QString(),
                                                    filters + QStringLiteral(";;") + TilesetImportText::tr("All files (*)"));
  if (file.isEmpty()) return {};
  QString name;
  if (const QString problem = importTilesetFile(document, file, &name); !problem.isEmpty()) {
    QMessageBox::warning(parent, title, problem);
    return {};
  }
  return name;
}

}  // namespace sw::editor
