#include "ui/dialogs/manual_dialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace sw::editor {

QString ManualDialog::howToMarkdown() {
  QFile file(QStringLiteral(":/docs/README.md"));
  if (!file.open(QIODevice::ReadOnly)) return tr("The manual is missing from this build.");
  const QString text = QString::fromUtf8(file.readAll());
  const qsizetype start =
      text.indexOf(QRegularExpression(QStringLiteral("^## How to"), QRegularExpression::MultilineOption));
  return start < 0 ? text : QStringLiteral("# Scrollwork\n\n") + text.mid(start);
}

ManualDialog::ManualDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("manualDialog"));
  setWindowTitle(tr("Scrollwork Manual"));
  browser_ = new QTextBrowser(this);
  browser_->setObjectName(QStringLiteral("manualBrowser"));
  browser_->setOpenExternalLinks(true);  // web links go to the browser; nothing is fetched here
  browser_->setMarkdown(howToMarkdown());
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(browser_, 1);
  layout->addWidget(buttons);
  resize(760, 640);
}

}  // namespace sw::editor
