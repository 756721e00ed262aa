#include "ui/shell/project_actions.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLayout>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>

#include "document/document.h"
#include "document/commands/relink_references.h"
#include "graph/snippet_library.h"
#include "model/io/game_export.h"
#include "ui/shell/asset_watcher.h"
#include "ui/shell/demo_project.h"
#include "ui/dialogs/broken_references_dialog.h"
#include "ui/dialogs/import_mesh_dialog.h"
#include "ui/dialogs/new_project_dialog.h"
#include "ui/dialogs/open_project_dialog.h"
#include "ui/dialogs/save_project_dialog.h"
#include "ui/docks/project_dock.h"
#include "ui/shell/named_action.h"
#include "ui/shell/window_shell.h"
#include "ui/shell/outside_changes.h"
#include "ui/shell/recent_projects.h"
#include "ui/tileset/tileset_dock.h"
#include "ui/tileset/tileset_import.h"
#include "view/mesh_library.h"
#include "ui/shell/standard_icons.h"

namespace sw::editor {

namespace {
// Message boxes wait for a person; offscreen tests have none to answer them.
bool canAsk(const QWidget* window) {
  return !QApplication::platformName().contains(QLatin1String("offscreen")) && window->isVisible();
}
}  // namespace

ProjectActions::ProjectActions(WindowShell& shell, Document* document)
    : QObject(shell.window()), shell_(shell), window_(shell.window()), document_(document) {}

void ProjectActions::populate(QMenu* file) {
  auto makeAction = [this](const QString& text, const char* name, const QKeySequence& shortcut = {}) {
    return namedAction(window_, text, name, shortcut);
  };
  new_ = makeAction(tr("&New Project..."), "newAction", QKeySequence::New);
  new_->setIcon(standardIcon(QStyle::SP_FileIcon));
  new_->setToolTip(tr("Make a project from a template: a name, a folder, empty or a shooter starter"));
  connect(new_, &QAction::triggered, this, &ProjectActions::newProjectInteractively);
  open_ = makeAction(tr("&Open Project..."), "openAction", QKeySequence::Open);
  open_->setIcon(standardIcon(QStyle::SP_DialogOpenButton));
  open_->setToolTip(tr("Open a project folder or its project.json"));
  connect(open_, &QAction::triggered, this, &ProjectActions::openInteractively);
  recentMenu_ = new QMenu(tr("Open &Recent"), window_);
  recentMenu_->setObjectName(QStringLiteral("recentMenu"));
  connect(recentMenu_, &QMenu::aboutToShow, this, &ProjectActions::rebuildRecentMenu);
  QAction* demo = makeAction(tr("Open &Demo: Shooter"), "openDemoAction");
  demo->setToolTip(tr("Open the shooter demo that comes with Scrollwork"));
  connect(demo, &QAction::triggered, this, &ProjectActions::openDemo);
  QAction* platformerDemo = makeAction(tr("Open Demo: &Platformer"), "openPlatformerDemoAction");
  platformerDemo->setToolTip(tr("Open the platformer demo that comes with Scrollwork"));
  connect(platformerDemo, &QAction::triggered, this, &ProjectActions::openPlatformerDemo);
  save_ = makeAction(tr("&Save"), "saveAction", QKeySequence::Save);
  save_->setIcon(standardIcon(QStyle::SP_DialogSaveButton));
  connect(save_, &QAction::triggered, this, &ProjectActions::save);
  QAction* saveAs = makeAction(tr("Save &As..."), "saveAsAction", QKeySequence::SaveAs);
  // Some platforms bind no key to SaveAs; Ctrl+Shift+S is what people try.
  if (saveAs->shortcut().isEmpty()) saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
  connect(saveAs, &QAction::triggered, this, [this] { this->saveAs(); });
  QAction* close = makeAction(tr("&Close Project"), "closeProjectAction", QKeySequence::Close);
  connect(close, &QAction::triggered, this, &ProjectActions::closeProject);

  QAction* importMesh = makeAction(tr("Import &Mesh..."), "importMeshAction");
  connect(importMesh, &QAction::triggered, this, [this] {
    if (!document_->hasFolder()) {
      QMessageBox::information(window_, tr("Import Mesh"),
                               tr("Save the project first: imported meshes are copied into its folder."));
      return;
    }
    auto* dialog = new ImportMeshDialog(document_, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportMeshDialog::imported, this, [this](const QString& assetPath) {
      if (auto* watcher = window_->findChild<AssetWatcher*>()) watcher->rescan();
      if (auto* meshes = shell_.meshLibrary())
        meshes->reloadChanged();  // replaced ones
      if (auto* dock = window_->findChild<ProjectDock*>()) dock->rebuild();
      window_->statusBar()->showMessage(tr("Imported %1").arg(assetPath), 5000);
    });
    dialog->open();
  });
  QAction* importTileset = makeAction(tr("Import &Tileset..."), "importTilesetAction");
  connect(importTileset, &QAction::triggered, this, [this] {
    const QString name = importTilesetInteractively(document_, window_);
    if (name.isEmpty()) return;
    if (auto* dock = window_->findChild<TilesetDock*>()) {
      dock->showTileset(name);
      dock->raise();
    }
    window_->statusBar()->showMessage(tr("Imported tileset %1").arg(name), 5000);
  });
  // Broken references (missing meshes, images, tiles): one dialog, kept while open. Files
  // relinked or copied in are reloaded by the views (the MeshLibrary retries failed loads).
  QAction* brokenReferences = makeAction(tr("&Broken References..."), "brokenReferencesAction");
  connect(brokenReferences, &QAction::triggered, this, [this] {
    auto* dialog = window_->findChild<BrokenReferencesDialog*>();
    if (!dialog) {
      dialog = new BrokenReferencesDialog(document_, window_);
      connect(dialog, &BrokenReferencesDialog::relinked, this, [this](const QStringList& files) {
        if (auto* meshes = shell_.meshLibrary()) meshes->reloadChanged();
        emit document_->tilesets()->imagesChanged(files);  // a copy may sit where an image was missing
      });
    }
    dialog->refresh();
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
  });
  QAction* exportGameAction = makeAction(tr("&Export Game..."), "exportGameAction");
  exportGameAction->setToolTip(tr("Write a folder that runs the game without the editor"));
  connect(exportGameAction, &QAction::triggered, this, [this] { this->exportGame(); });
  QAction* quit = makeAction(tr("&Quit"), "quitAction", QKeySequence::Quit);
  quit->setMenuRole(QAction::QuitRole);
  connect(quit, &QAction::triggered, window_, &QWidget::close);

  file->addAction(new_);
  file->addAction(open_);
  file->addMenu(recentMenu_);
  file->addAction(demo);
  file->addAction(platformerDemo);
  file->addSeparator();
  file->addAction(save_);
  file->addAction(saveAs);
  file->addAction(close);
  file->addSeparator();
  file->addAction(importMesh);
  file->addAction(importTileset);
  file->addAction(brokenReferences);
  file->addSeparator();
  file->addAction(exportGameAction);
  file->addSeparator();
  file->addAction(quit);
}

bool ProjectActions::openProject(const QString& path) {
  // The level view is built for its size when the project opens. A window just shown has
  // its docks' sizes still waiting in a posted layout request (WindowLayouts sizes them on
  // show): lay the window out first, or the view is built for one size and, a moment
  // later, again for the other (the big level's 25,000 objects' overlays twice).
  if (QLayout* layout = window_->layout()) layout->activate();
  sw::Errors errors = document_->open(path);
  if (!errors.empty()) {
    QString details;
    for (const auto& e : errors) details += QString::fromStdString(e.toString()) + QLatin1Char('\n');
    // The first problem in the message itself (the file, the place and what is wrong); all
    // of them under Show Details and in the Log.
    showError(tr("Open Project"),
              tr("Could not open %1:\n%2").arg(path, QString::fromStdString(errors.front().toString())), details);
    RecentProjects::remove(QFileInfo(path).absoluteFilePath());
    return false;
  }
  RecentProjects::add(document_->projectFile());
  // The Log lists each broken reference (Document::open); one line says where to fix them.
  if (const auto broken = document_->brokenReferencesAtOpen()) {
    const QString line = tr("%n broken reference(s): File > Broken References", nullptr, int(broken));
    document_->log()->add(LogEntry::Severity::Warning, line);
    window_->statusBar()->showMessage(line);
  }
  return true;
}

bool ProjectActions::save() {
  // No folder yet, or one that cannot be written (an installed demo): ask where.
  const QFileInfo folder(QString::fromStdString(document_->project().directory));
  if (!document_->hasFolder() || !folder.isWritable()) return saveAs();
  auto status = document_->save();
  // Refused over files changed on disk: ask (Overwrite / Cancel / Reload) instead of failing.
  if (!status && !document_->diskState()->lastConflicts().isEmpty())
    if (auto* outside = window_->findChild<OutsideChanges*>()) return outside->resolveSaveConflict();
  if (!status) {
    showError(tr("Save"), QString::fromStdString(status.error().toString()));
    return false;
  }
  window_->statusBar()->showMessage(tr("Saved"), 3000);
  return true;
}

bool ProjectActions::saveAs(const QString& folder) {
  QString target = folder;
  if (target.isEmpty()) {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString base =
        document_->hasFolder()
            ? QFileInfo(QString::fromStdString(document_->project().directory)).absolutePath()
            : (documents.isEmpty() ? QDir::homePath() : documents);
    target = SaveProjectDialog::getFolder(
        window_, QDir(base).filePath(QString::fromStdString(document_->project().name)));
  }
  if (target.isEmpty()) return false;
  auto status = document_->saveAs(target);
  if (!status) {
    showError(tr("Save As"), QString::fromStdString(status.error().toString()));
    return false;
  }
  RecentProjects::add(document_->projectFile());
  window_->statusBar()->showMessage(tr("Saved into %1").arg(QDir::toNativeSeparators(target)), 5000);
  return true;
}

bool ProjectActions::exportGame(const QString& folder) {
  // The export reads the project's files, as the player will: unsaved edits would be missing.
  if (!document_->hasFolder() || document_->isModified()) {
    const QString line = tr("Export Game: save the project first (the game is exported from its saved files)");
    document_->log()->add(LogEntry::Severity::Warning, line);
    window_->statusBar()->showMessage(line, 5000);
    if (canAsk(window_)) QMessageBox::information(window_, tr("Export Game"), line);
    return false;
  }
  const QString projectFolder = QString::fromStdString(document_->project().directory);
  QString target = folder;
  if (target.isEmpty()) {
    const QString base = QFileInfo(projectFolder).absolutePath();
    // The Save As folder dialog (a folder that need not exist yet), in the export's words.
    SaveProjectDialog dialog(window_,
                             QDir(base).filePath(QString::fromStdString(document_->project().name) + tr(" (game)")));
    dialog.setWindowTitle(tr("Export Game"));
    dialog.setLabelText(QFileDialog::FileName, tr("Game folder:"));
    dialog.setLabelText(QFileDialog::Accept, tr("Export"));
    if (dialog.exec() != QDialog::Accepted) return false;
    target = dialog.chosenFolder();
  }
  if (target.isEmpty()) return false;
  // The player built or installed beside the editor, as scrollwork-cli export-game finds it.
  const QString here = QCoreApplication::applicationDirPath();
  sw::GameExportOptions options;
  options.project = projectFolder.toStdString();
  options.out = target.toStdString();
  options.player = QDir(here).filePath(QStringLiteral("scrollwork-player")).toStdString();
  options.snippets = sw::graph::findLibrarySnippetDirectory(here.toStdString()).value_or(std::string());
  QGuiApplication::setOverrideCursor(Qt::WaitCursor);
  const sw::GameExport exported = sw::exportGame(options);
  QGuiApplication::restoreOverrideCursor();
  if (!exported.ok()) {
    QString details;
    for (const sw::Error& e : exported.errors) {
      const QString line = QString::fromStdString(e.toString());
      details += line + QLatin1Char('\n');
      document_->log()->add(LogEntry::Severity::Error, tr("Export Game: %1").arg(line));
    }
    const QString summary = tr("The game was not exported: %n problem(s), see the Log", nullptr, int(exported.errors.size()));
    window_->statusBar()->showMessage(summary, 8000);
    showError(tr("Export Game"), tr("The game was not exported:\n%1").arg(QString::fromStdString(exported.errors.front().toString())),
              details);
    return false;
  }
  const QString line = tr("Exported the game to %1 (%n file(s) packed; run.sh starts it)", nullptr, int(exported.files.size()))
                           .arg(QDir::toNativeSeparators(target));
  document_->log()->add(LogEntry::Severity::Info, line);
  window_->statusBar()->showMessage(line, 8000);
  return true;
}

bool ProjectActions::createProject(const QString& folder, const QString& templateId, const QString& name) {
  auto status = document_->newProject(folder, templateId, name);
  if (!status) {
    showError(tr("New Project"), QString::fromStdString(status.error().toString()));
    return false;
  }
  RecentProjects::add(document_->projectFile());
  window_->statusBar()->showMessage(tr("Created %1").arg(QDir::toNativeSeparators(document_->projectFile())),
                                    5000);
  return true;
}

bool ProjectActions::newProjectInteractively() {
  if (!shell_.maybeSave()) return false;
  NewProjectDialog dialog(window_);
  if (dialog.exec() != QDialog::Accepted) return false;
  return createProject(dialog.projectFolder(), dialog.templateId(), dialog.projectName());
}

bool ProjectActions::openInteractively() {
  if (!shell_.maybeSave()) return false;
  const QString start = document_->hasFolder()
                            ? QFileInfo(QString::fromStdString(document_->project().directory)).absolutePath()
                            : QString();
  const QString path = OpenProjectDialog::getProjectPath(window_, start);
  return !path.isEmpty() && openProject(path);
}

bool ProjectActions::openDemo() { return openDemoNamed(QStringLiteral("demo")); }

bool ProjectActions::openPlatformerDemo() { return openDemoNamed(QStringLiteral("platformer")); }

bool ProjectActions::openDemoNamed(const QString& name) {
  const QString demo = findDemoProject(name);
  if (demo.isEmpty()) {
    showError(tr("Open Demo"), tr("The demo project was not found next to the program."));
    return false;
  }
  return shell_.maybeSave() && openProject(demo);
}

bool ProjectActions::closeProject() {
  if (!shell_.maybeSave()) return false;
  document_->newProject();
  shell_.showStartPage();
  return true;
}

void ProjectActions::openAtStart(const QString& path) {
  if (!path.isEmpty()) {
    if (openProject(path)) return;
  } else if (RecentProjects::reopenLast()) {
    const QStringList recent = RecentProjects::list();
    if (!recent.isEmpty() && openProject(recent.first())) return;
  }
  shell_.showStartPage();
}

void ProjectActions::rebuildRecentMenu() {
  recentMenu_->clear();
  const QStringList items = RecentProjects::list();  // projects that no longer exist are dropped
  for (const QString& path : items) {
    QAction* action = recentMenu_->addAction(QDir::toNativeSeparators(path));
    connect(action, &QAction::triggered, this, [this, path] {
      if (shell_.maybeSave()) openProject(path);
    });
  }
  if (items.isEmpty()) recentMenu_->addAction(tr("(none)"))->setEnabled(false);
  recentMenu_->addSeparator();
  QAction* reopen = recentMenu_->addAction(tr("Reopen the Last Project on Start"));
  reopen->setObjectName(QStringLiteral("reopenLastAction"));
  reopen->setCheckable(true);
  reopen->setChecked(RecentProjects::reopenLast());
  connect(reopen, &QAction::toggled, this, [](bool on) { RecentProjects::setReopenLast(on); });
  QAction* clear = recentMenu_->addAction(tr("Clear List"));
  connect(clear, &QAction::triggered, this, [] { RecentProjects::clear(); });
}

void ProjectActions::showError(const QString& title, const QString& text, const QString& details) {
  if (!canAsk(window_)) return;  // the Log has it
  QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::Ok, window_);
  if (!details.isEmpty()) box.setDetailedText(details);
  box.exec();
}

}  // namespace sw::editor
