#include "ui/dialogs/new_project_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

#include "model/project/project_templates.h"

namespace sw::editor {

namespace {
const char* kLocationKey = "newProject/location";

// The translated title and description of a template (the model keeps English only).
std::pair<QString, QString> describe(const std::string& id) {
  if (id == "empty")
    return {NewProjectDialog::tr("Empty"),
            NewProjectDialog::tr("One empty level: build everything yourself.")};
  if (id == "shooter")
    return {NewProjectDialog::tr("Shooter starter"),
            NewProjectDialog::tr(
                "A short level that plays at once (F5): chained tiles with camera points, two paths, "
                "an enemy type that fires and a formation spawned on each path.")};
  if (id == "platformer")
    return {NewProjectDialog::tr("Platformer starter"),
            NewProjectDialog::tr("A room that plays at once (F5): two characters to switch between (C), "
                                 "slopes, a curved hill, one-way platforms and a lift on a path.")};
  const sw::ProjectTemplate* t = sw::findProjectTemplate(id);
  return {QString::fromStdString(t ? t->title : id),
          QString::fromStdString(t ? t->description : std::string())};
}
}  // namespace

NewProjectDialog::NewProjectDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("newProjectDialog"));
  setWindowTitle(tr("New Project"));
  auto* form = new QFormLayout;
  form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

  name_ = new QLineEdit(this);
  name_->setObjectName(QStringLiteral("projectNameEdit"));
  name_->setPlaceholderText(tr("e.g. Star Dart"));
  form->addRow(tr("&Name:"), name_);

  location_ = new QLineEdit(this);
  location_->setObjectName(QStringLiteral("projectLocationEdit"));
  auto* browse = new QToolButton(this);
  browse->setObjectName(QStringLiteral("browseLocationButton"));
  browse->setText(tr("Browse..."));
  browse->setToolTip(tr("Choose the folder the project folder is made in"));
  connect(browse, &QToolButton::clicked, this, [this] {
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Location of the New Project"), location());
    if (!folder.isEmpty()) location_->setText(QDir::toNativeSeparators(folder));
  });
  auto* locationRow = new QHBoxLayout;
  locationRow->addWidget(location_, 1);
  locationRow->addWidget(browse);
  auto* locationLabel = new QLabel(tr("&Location:"), this);
  locationLabel->setBuddy(location_);  // a row of a layout gets no buddy from the form
  form->addRow(locationLabel, locationRow);

  template_ = new QComboBox(this);
  template_->setObjectName(QStringLiteral("projectTemplateCombo"));
  for (const auto& t : sw::projectTemplates())
    template_->addItem(describe(t.id).first, QString::fromStdString(t.id));
  form->addRow(tr("&Template:"), template_);
  description_ = new QLabel(this);
  description_->setObjectName(QStringLiteral("templateDescription"));
  description_->setWordWrap(true);
  // Room for the longest description, so the dialog does not jump when the template changes.
  description_->setMinimumHeight(description_->fontMetrics().lineSpacing() * 3);
  description_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  form->addRow(description_);

  target_ = new QLabel(this);
  target_->setObjectName(QStringLiteral("projectTargetLabel"));
  target_->setWordWrap(true);
  target_->setTextInteractionFlags(Qt::TextSelectableByMouse);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  ok_ = buttons->button(QDialogButtonBox::Ok);
  ok_->setText(tr("Create"));
  connect(buttons, &QDialogButtonBox::accepted, this, &NewProjectDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &NewProjectDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(target_);
  layout->addStretch(1);
  layout->addWidget(buttons);

  const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  location_->setText(QDir::toNativeSeparators(
      QSettings().value(kLocationKey, documents.isEmpty() ? QDir::homePath() : documents).toString()));
  connect(name_, &QLineEdit::textChanged, this, &NewProjectDialog::update);
  connect(location_, &QLineEdit::textChanged, this, &NewProjectDialog::update);
  connect(template_, &QComboBox::currentIndexChanged, this, &NewProjectDialog::update);
  setMinimumWidth(560);
  update();
}

QString NewProjectDialog::projectName() const { return name_->text().trimmed(); }
QString NewProjectDialog::location() const { return QDir::fromNativeSeparators(location_->text().trimmed()); }
QString NewProjectDialog::templateId() const { return template_->currentData().toString(); }

QString NewProjectDialog::projectFolder() const {
  if (projectName().isEmpty() || location().isEmpty()) return {};
  return QDir::cleanPath(QDir(location()).absoluteFilePath(projectName()));
}

void NewProjectDialog::setProjectName(const QString& name) { name_->setText(name); }
void NewProjectDialog::setLocation(const QString& folder) {
  location_->setText(QDir::toNativeSeparators(folder));
}

QString NewProjectDialog::problem() const {
  const QString name = projectName();
  if (name.isEmpty()) return tr("Give the project a name.");
  if (name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) || name == QLatin1String(".") ||
      name == QLatin1String(".."))
    return tr("The name becomes a folder name: leave out / and \\.");
  if (location().isEmpty()) return tr("Choose a location.");
  const QFileInfo folder(projectFolder());
  if (folder.exists() && !folder.isDir())
    return tr("%1 exists and is not a folder.").arg(QDir::toNativeSeparators(folder.filePath()));
  if (folder.isDir() &&
      !QDir(folder.filePath()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
    return tr("The folder %1 is not empty: choose another name or location.")
        .arg(QDir::toNativeSeparators(folder.filePath()));
  return {};
}

void NewProjectDialog::update() {
  description_->setText(describe(templateId().toStdString()).second);
  const QString why = problem();
  ok_->setEnabled(why.isEmpty());
  target_->setText(why.isEmpty()
                       ? tr("Creates the folder %1").arg(QDir::toNativeSeparators(projectFolder()))
                       : QStringLiteral("<span style=\"color:#c0392b\">%1</span>").arg(why.toHtmlEscaped()));
}

void NewProjectDialog::accept() {
  if (!problem().isEmpty()) return;
  QSettings().setValue(kLocationKey, location());
  QDialog::accept();
}

}  // namespace sw::editor
