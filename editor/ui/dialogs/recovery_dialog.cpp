#include "ui/dialogs/recovery_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sw::editor {

RecoveryDialog::RecoveryDialog(std::vector<RecoveryCopy> copies, QWidget* parent)
    : QDialog(parent), copies_(std::move(copies)) {
  setObjectName(QStringLiteral("recoveryDialog"));
  setWindowTitle(tr("Recover Unsaved Changes"));
  auto* layout = new QVBoxLayout(this);
  auto* intro = new QLabel(tr("Scrollwork did not exit cleanly last time. These unsaved changes were kept "
                              "and can be recovered. Recovering opens them as unsaved changes: the project's "
                              "files stay as they are until you save."),
                           this);
  intro->setWordWrap(true);
  layout->addWidget(intro);

  list_ = new QTreeWidget(this);
  list_->setObjectName(QStringLiteral("recoveryList"));
  list_->setRootIsDecorated(false);
  list_->setHeaderLabels({tr("Project"), tr("Autosaved"), tr("Changes")});
  list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  list_->header()->setStretchLastSection(true);
  for (const RecoveryCopy& copy : copies_) {
    auto* item = new QTreeWidgetItem(list_);
    if (copy.isDamaged()) {
      item->setText(0, tr("Damaged recovery copy"));
      item->setText(2, copy.problem);
      item->setForeground(0, QColor(Qt::red));
      item->setToolTip(2, copy.problem);
      continue;
    }
    const RecoveryManifest& m = copy.manifest;
    item->setText(0, m.projectName.isEmpty() ? tr("Untitled") : m.projectName);
    item->setToolTip(0, m.projectFile.isEmpty() ? tr("A project that was never saved")
                                                : QDir::toNativeSeparators(m.projectFile));
    item->setText(1, QLocale().toString(m.written.toLocalTime(), QLocale::ShortFormat));
    item->setText(2, summary(m));
  }
  layout->addWidget(list_, 1);

  details_ = new QLabel(this);
  details_->setObjectName(QStringLiteral("recoveryDetails"));
  details_->setWordWrap(true);
  details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  details_->setTextFormat(Qt::PlainText);
  layout->addWidget(details_);

  auto* buttons = new QDialogButtonBox(this);
  recover_ = buttons->addButton(tr("Recover"), QDialogButtonBox::AcceptRole);
  recover_->setObjectName(QStringLiteral("recoverButton"));
  discard_ = buttons->addButton(tr("Discard"), QDialogButtonBox::DestructiveRole);
  discard_->setObjectName(QStringLiteral("discardButton"));
  discard_->setToolTip(tr("Delete the picked recovery copy for good"));
  QPushButton* later = buttons->addButton(tr("Later"), QDialogButtonBox::RejectRole);
  later->setObjectName(QStringLiteral("laterButton"));
  later->setToolTip(tr("Keep the recovery copies and ask again next time"));
  layout->addWidget(buttons);
  connect(recover_, &QPushButton::clicked, this, [this] { choose(Choice::Recover); });
  connect(discard_, &QPushButton::clicked, this, [this] { choose(Choice::Discard); });
  connect(later, &QPushButton::clicked, this, [this] { choose(Choice::Later); });
  connect(list_, &QTreeWidget::currentItemChanged, this, &RecoveryDialog::showDetails);
  connect(list_, &QTreeWidget::itemDoubleClicked, this, [this] {
    if (recover_->isEnabled()) choose(Choice::Recover);
  });

  list_->setCurrentItem(list_->topLevelItem(0));
  showDetails();
  recover_->setDefault(true);
  resize(720, 380);
}

QString RecoveryDialog::summary(const RecoveryManifest& m) {
  QStringList parts;
  parts << tr("%n change(s)", nullptr, m.changeCount);
  if (m.changedLevels) parts << tr("%n level file(s)", nullptr, m.changedLevels);
  parts << m.changedProjectFiles;
  if (m.changedAssets) parts << tr("%n asset(s)", nullptr, m.changedAssets);
  if (!m.changes.isEmpty()) parts << tr("last: %1").arg(m.changes.last());
  return parts.join(QStringLiteral(", "));
}

int RecoveryDialog::chosenIndex() const {
  if (choice_ == Choice::Later) return -1;
  return list_->indexOfTopLevelItem(list_->currentItem());
}

void RecoveryDialog::showDetails() {
  const int index = list_->indexOfTopLevelItem(list_->currentItem());
  const bool valid = index >= 0 && index < int(copies_.size());
  const bool damaged = valid && copies_[std::size_t(index)].isDamaged();
  recover_->setEnabled(valid && !damaged);
  discard_->setEnabled(valid);
  if (!valid) {
    details_->clear();
    return;
  }
  const RecoveryCopy& copy = copies_[std::size_t(index)];
  if (damaged) {
    details_->setText(
        tr("This recovery copy cannot be read and can only be discarded:\n%1").arg(copy.problem));
    return;
  }
  const RecoveryManifest& m = copy.manifest;
  QString text = m.projectFile.isEmpty() ? tr("A project that was never saved")
                                         : tr("Project: %1").arg(QDir::toNativeSeparators(m.projectFile));
  text += QLatin1Char('\n') +
          tr("Autosaved: %1").arg(QLocale().toString(m.written.toLocalTime(), QLocale::LongFormat));
  if (!m.changes.isEmpty()) {
    text += QLatin1Char('\n') + tr("Last changes:");
    for (qsizetype i = std::max<qsizetype>(0, m.changes.size() - 8); i < m.changes.size(); ++i)
      text += QStringLiteral("\n  \u2022 ") + m.changes[i];
  }
  details_->setText(text);
}

void RecoveryDialog::choose(Choice choice) {
  choice_ = choice;
  if (choice == Choice::Later)
    reject();
  else
    accept();
}

}  // namespace sw::editor
