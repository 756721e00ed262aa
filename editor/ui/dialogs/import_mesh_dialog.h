#pragma once
// File > Import Mesh...: choose a mesh file, its name in the project, scale, up axis and
// which of its meshes to bring in. OK runs the import off the UI thread behind a busy
// progress dialog; the result goes to the Log (and a message box when it failed, with
// the dialog still open to fix the name or tick "Replace").
#include <QDialog>

#include "assets/mesh_import.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressDialog;
class QPushButton;

namespace sw::editor {

class Document;

class ImportMeshDialog : public QDialog {
  Q_OBJECT
 public:
  // Imports into the folder of the document's project (which must have one).
  explicit ImportMeshDialog(Document* document, QWidget* parent = nullptr);  // objectName "importMeshDialog"

  // Fills in the name (unless typed by the user) and lists the file's meshes.
  void setSourceFile(const QString& path);
  QString sourceFile() const;
  // The listed mesh's play-plane size at the chosen scale and up axis (empty before listing).
  sw::MeshSize meshSize() const;
  sw::MeshImportOptions options() const;
  bool isListing() const { return listing_ != 0; }
  bool isImporting() const { return importing_; }

 public slots:
  // Starts the import (what OK does).
  void accept() override;

 signals:
  void meshesListed();
  // The import finished: assetPath is project-relative ("meshes/<name>/<file>").
  void imported(const QString& assetPath);
  void importFailed(const QString& message);

 private:
  void browse();
  void listMeshes();
  void updateOk();
  // The mesh's size at the scale and up axis chosen, against the project's screen.
  void showSize();
  void finishImport(const sw::Result<sw::ImportedMesh>& result);

  Document* document_;
  QLineEdit* fileEdit_;
  QLineEdit* nameEdit_;
  QDoubleSpinBox* scaleSpin_;
  QComboBox* upAxisCombo_;
  QListWidget* meshList_;
  QCheckBox* replaceCheck_;
  QLabel* sizeLabel_;
  QPushButton* fitButton_;
  sw::MeshSize sizeYUp_, sizeZUp_;  // at scale 1, from the listing
  QLabel* statusLabel_;
  QDialogButtonBox* buttons_;
  QProgressDialog* progress_ = nullptr;
  bool nameTyped_ = false;
  bool listedOk_ = false;
  int listing_ = 0;  // serial of the listing under way (0: none)
  int listSerial_ = 0;
  bool importing_ = false;
};

}  // namespace sw::editor
