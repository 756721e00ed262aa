#include "ui/dialogs/import_mesh_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <memory>

#include "document/document.h"

namespace sw::editor {
namespace {

// Result<T> has no default constructor, which QFuture wants; share it instead.
using ListResult = std::shared_ptr<const sw::Result<sw::MeshSummary>>;
using ImportResult = std::shared_ptr<const sw::Result<sw::ImportedMesh>>;

QString meshFileFilter() {
  QStringList patterns;
  for (const auto& ext : sw::supportedMeshExtensions())
    patterns << QLatin1Char('*') + QString::fromStdString(ext);
  return ImportMeshDialog::tr("Meshes (%1);;All files (*)").arg(patterns.join(QLatin1Char(' ')));
}

}  // namespace

ImportMeshDialog::ImportMeshDialog(Document* document, QWidget* parent)
    : QDialog(parent), document_(document) {
  setObjectName(QStringLiteral("importMeshDialog"));
  setWindowTitle(tr("Import Mesh"));

  fileEdit_ = new QLineEdit(this);
  fileEdit_->setObjectName(QStringLiteral("fileEdit"));
  fileEdit_->setPlaceholderText(tr("glTF, OBJ, FBX, Collada ... file"));
  auto* browseButton = new QPushButton(tr("Browse..."), this);
  browseButton->setObjectName(QStringLiteral("browseButton"));
  auto* fileRow = new QHBoxLayout;
  fileRow->addWidget(fileEdit_, 1);
  fileRow->addWidget(browseButton);

  nameEdit_ = new QLineEdit(this);
  nameEdit_->setObjectName(QStringLiteral("nameEdit"));
  nameEdit_->setValidator(
      new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[a-z0-9_]{1,64}")), nameEdit_));
  nameEdit_->setToolTip(
      tr("The mesh's folder in the project: meshes/<name>/. Lower-case letters, digits and '_'."));

  scaleSpin_ = new QDoubleSpinBox(this);
  scaleSpin_->setObjectName(QStringLiteral("scaleSpin"));
  scaleSpin_->setDecimals(4);
  scaleSpin_->setRange(0.0001, 10000.0);
  scaleSpin_->setValue(1.0);
  scaleSpin_->setToolTip(tr("Multiplies every position: 0.01 turns centimetres into metres."));

  upAxisCombo_ = new QComboBox(this);
  upAxisCombo_->setObjectName(QStringLiteral("upAxisCombo"));
  upAxisCombo_->addItem(tr("Y up (glTF, most tools)"));
  upAxisCombo_->addItem(tr("Z up (Blender, 3ds Max exports without conversion)"));

  meshList_ = new QListWidget(this);
  meshList_->setObjectName(QStringLiteral("meshList"));
  meshList_->setMinimumHeight(100);

  sizeLabel_ = new QLabel(this);
  sizeLabel_->setObjectName(QStringLiteral("meshSizeLabel"));
  sizeLabel_->setWordWrap(true);
  // Room for the size and its warning, wrapped: the form does not grow a row for a
  // label's wrapped height once the dialog has its size, and the text was cut off.
  sizeLabel_->setMinimumHeight(sizeLabel_->fontMetrics().lineSpacing() * 4 + 4);
  sizeLabel_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  fitButton_ = new QPushButton(tr("Fit to Screen"), this);
  fitButton_->setObjectName(QStringLiteral("fitScaleButton"));
  fitButton_->setToolTip(tr("The scale at which the mesh just fits the screen the camera shows"));
  fitButton_->setAutoDefault(false);
  auto* sizeRow = new QHBoxLayout;
  sizeRow->addWidget(sizeLabel_, 1);
  sizeRow->addWidget(fitButton_);

  replaceCheck_ = new QCheckBox(tr("Replace a mesh of the same name"), this);
  replaceCheck_->setObjectName(QStringLiteral("replaceCheck"));

  statusLabel_ = new QLabel(this);
  statusLabel_->setObjectName(QStringLiteral("statusLabel"));
  statusLabel_->setWordWrap(true);

  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("Import"));

  auto* form = new QFormLayout;
  form->addRow(tr("File:"), fileRow);
  form->addRow(tr("Name:"), nameEdit_);
  form->addRow(tr("Scale:"), scaleSpin_);
  form->addRow(tr("Up axis:"), upAxisCombo_);
  form->addRow(tr("Size:"), sizeRow);
  form->addRow(tr("Meshes:"), meshList_);
  form->addRow(QString(), replaceCheck_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(statusLabel_);
  layout->addWidget(buttons_);
  resize(560, 480);

  connect(browseButton, &QPushButton::clicked, this, &ImportMeshDialog::browse);
  connect(fileEdit_, &QLineEdit::editingFinished, this, [this] { setSourceFile(fileEdit_->text()); });
  connect(nameEdit_, &QLineEdit::textEdited, this, [this] {
    nameTyped_ = !nameEdit_->text().isEmpty();
    updateOk();
  });
  connect(meshList_, &QListWidget::itemChanged, this, &ImportMeshDialog::updateOk);
  connect(scaleSpin_, qOverload<double>(&QDoubleSpinBox::valueChanged), this, &ImportMeshDialog::showSize);
  connect(upAxisCombo_, qOverload<int>(&QComboBox::currentIndexChanged), this, &ImportMeshDialog::showSize);
  connect(fitButton_, &QPushButton::clicked, this, [this] {
    const sw::MeshSize atOne = upAxisCombo_->currentIndex() == 1 ? sizeZUp_ : sizeYUp_;
    if (const double fit = sw::scaleToFit(atOne, document_->project().screenExtent); fit > 0)
      scaleSpin_->setValue(std::clamp(fit, scaleSpin_->minimum(), scaleSpin_->maximum()));
  });
  connect(buttons_, &QDialogButtonBox::accepted, this, &ImportMeshDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &ImportMeshDialog::reject);
  updateOk();
  showSize();
}

sw::MeshSize ImportMeshDialog::meshSize() const {
  const sw::MeshSize atOne = upAxisCombo_->currentIndex() == 1 ? sizeZUp_ : sizeYUp_;
  const double scale = scaleSpin_->value();
  return {atOne.width * scale, atOne.height * scale};
}

void ImportMeshDialog::showSize() {
  const sw::MeshSize size = meshSize();
  fitButton_->setEnabled(!size.isEmpty());
  if (size.isEmpty()) {
    sizeLabel_->setText(listedOk_ ? tr("unknown (the file lists meshes but does not load)") : QStringLiteral("—"));
    sizeLabel_->setStyleSheet(QString());
    return;
  }
  const sw::Vec2 screen = document_->project().screenExtent;
  const auto number = [](double v) { return QString::number(v, 'g', v >= 10 ? 4 : 3); };
  QString text = tr("%1 x %2 units at this scale; the screen is %3 x %4 (%5 % of its width).")
                     .arg(number(size.width), number(size.height), number(screen.x), number(screen.y))
                     .arg(QString::number(100.0 * size.width / screen.x, 'f', 0));
  const auto warning = sw::meshSizeWarning({}, size, scaleSpin_->value(), screen);
  if (warning) text += QStringLiteral("\n") + tr("Far %1 than the screen: Fit to Screen gives a scale that fits.")
                                               .arg(std::max(size.width, size.height) < screen.y ? tr("smaller") : tr("larger"));
  sizeLabel_->setText(text);
  sizeLabel_->setStyleSheet(warning ? QStringLiteral("color: #c07000;") : QString());
}

QString ImportMeshDialog::sourceFile() const { return fileEdit_->text().trimmed(); }

void ImportMeshDialog::browse() {
  const QString start = sourceFile().isEmpty() ? QString() : QFileInfo(sourceFile()).absolutePath();
  const QString path = QFileDialog::getOpenFileName(this, tr("Import Mesh"), start, meshFileFilter());
  if (!path.isEmpty()) setSourceFile(path);
}

void ImportMeshDialog::setSourceFile(const QString& path) {
  const QString absolute =
      path.trimmed().isEmpty() ? QString() : QFileInfo(path.trimmed()).absoluteFilePath();
  const bool same = absolute == fileEdit_->property("listedFile").toString();
  fileEdit_->setText(absolute);
  if (same && (listedOk_ || listing_)) return;
  fileEdit_->setProperty("listedFile", absolute);
  if (!nameTyped_ && !absolute.isEmpty())
    nameEdit_->setText(
        QString::fromStdString(sw::sanitizeMeshName(QFileInfo(absolute).completeBaseName().toStdString())));
  listMeshes();
}

void ImportMeshDialog::listMeshes() {
  meshList_->clear();
  listedOk_ = false;
  sizeYUp_ = sizeZUp_ = {};
  showSize();
  const QString file = sourceFile();
  if (file.isEmpty()) {
    listing_ = 0;
    statusLabel_->clear();
    updateOk();
    return;
  }
  const int serial = listing_ = ++listSerial_;
  statusLabel_->setText(tr("Reading %1...").arg(QFileInfo(file).fileName()));
  updateOk();
  auto* watcher = new QFutureWatcher<ListResult>(this);
  connect(watcher, &QFutureWatcher<ListResult>::finished, this, [this, watcher, serial] {
    watcher->deleteLater();
    if (serial != listing_) return;  // another file was chosen since
    listing_ = 0;
    const ListResult result = watcher->result();
    sizeYUp_ = sizeZUp_ = {};
    if (result && result->ok()) {
      sizeYUp_ = result->value().yUp;
      sizeZUp_ = result->value().zUp;
      for (const auto& name : result->value().meshes) {
        auto* item = new QListWidgetItem(QString::fromStdString(name), meshList_);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Checked);
      }
      listedOk_ = true;
      statusLabel_->setText(tr("%n mesh(es) in the file.", nullptr, meshList_->count()));
    } else {
      statusLabel_->setText(result ? QString::fromStdString(result->error().toString())
                                   : tr("The file could not be read."));
    }
    updateOk();
    showSize();
    emit meshesListed();
  });
  const std::string path = file.toStdString();
  watcher->setFuture(QtConcurrent::run([path]() -> ListResult {
    return std::make_shared<const sw::Result<sw::MeshSummary>>(sw::inspectMesh(path));
  }));
}

sw::MeshImportOptions ImportMeshDialog::options() const {
  sw::MeshImportOptions options;
  options.name = nameEdit_->text().toStdString();
  options.scale = scaleSpin_->value();
  options.upAxis = upAxisCombo_->currentIndex() == 1 ? sw::MeshImportSettings::UpAxis::Z
                                                     : sw::MeshImportSettings::UpAxis::Y;
  options.replace = replaceCheck_->isChecked();
  options.screen = document_->project().screenExtent;
  std::vector<std::string> checked;
  for (int i = 0; i < meshList_->count(); ++i)
    if (meshList_->item(i)->checkState() == Qt::Checked)
      checked.push_back(meshList_->item(i)->text().toStdString());
  if (int(checked.size()) != meshList_->count()) options.meshes = checked;  // all: leave empty
  return options;
}

void ImportMeshDialog::updateOk() {
  bool anyChecked = false;
  for (int i = 0; i < meshList_->count(); ++i)
    anyChecked = anyChecked || meshList_->item(i)->checkState() == Qt::Checked;
  const bool nameOk = sw::isValidMeshName(nameEdit_->text().toStdString());
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(listedOk_ && anyChecked && nameOk && !importing_);
}

void ImportMeshDialog::accept() {
  if (importing_ || !buttons_->button(QDialogButtonBox::Ok)->isEnabled()) return;
  const QString source = sourceFile();
  const std::string projectDir = document_->project().directory;
  const sw::MeshImportOptions options = this->options();
  importing_ = true;
  updateOk();

  progress_ =
      new QProgressDialog(tr("Importing %1...").arg(QFileInfo(source).fileName()), QString(), 0, 0, this);
  progress_->setObjectName(QStringLiteral("importMeshProgress"));
  progress_->setWindowTitle(tr("Import Mesh"));
  progress_->setWindowModality(Qt::WindowModal);
  progress_->setCancelButton(nullptr);  // Assimp cannot be stopped half-way
  progress_->setMinimumDuration(0);
  progress_->show();

  auto* watcher = new QFutureWatcher<ImportResult>(this);
  connect(watcher, &QFutureWatcher<ImportResult>::finished, this, [this, watcher] {
    watcher->deleteLater();
    const ImportResult result = watcher->result();
    finishImport(
        result ? *result
               : sw::Result<sw::ImportedMesh>(sw::Error{sourceFile().toStdString(), {}, "import failed"}));
  });
  const std::string file = source.toStdString();
  watcher->setFuture(QtConcurrent::run([file, projectDir, options]() -> ImportResult {
    return std::make_shared<const sw::Result<sw::ImportedMesh>>(sw::importMesh(file, projectDir, options));
  }));
}

void ImportMeshDialog::finishImport(const sw::Result<sw::ImportedMesh>& result) {
  importing_ = false;
  delete progress_;
  progress_ = nullptr;
  updateOk();
  MessageLog* log = document_->log();
  if (!result.ok()) {
    log->addError(result.error());
    const QString message = QString::fromStdString(result.error().toString());
    auto* box = new QMessageBox(QMessageBox::Critical, tr("Import Mesh"),
                                tr("Could not import %1.").arg(QFileInfo(sourceFile()).fileName()),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("importMeshError"));
    box->setInformativeText(message);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();  // not exec(): nothing waits on it, tests included
    emit importFailed(message);
    return;
  }
  const sw::ImportedMesh& mesh = result.value();
  const QString assetPath = QString::fromStdString(mesh.assetPath);
  log->add(LogEntry::Severity::Info,
           tr("Imported %1 (%n file(s))", nullptr, int(mesh.files.size())).arg(assetPath), sourceFile());
  log->addErrors(mesh.warnings, LogEntry::Severity::Warning);
  emit imported(assetPath);
  QDialog::accept();
}

}  // namespace sw::editor
