#include "ui/dialogs/both_versions_dialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBlock>
#include <vector>

namespace sw::editor {
namespace {

constexpr qint64 kMaxCells = 4'000'000;  // lines(a) x lines(b) the exact comparison may take

void highlight(QPlainTextEdit* view, const QVector<bool>& differs, const QColor& colour) {
  QList<QTextEdit::ExtraSelection> marks;
  QTextBlock block = view->document()->firstBlock();
  for (int i = 0; block.isValid() && i < differs.size(); ++i, block = block.next()) {
    if (!differs[i]) continue;
    QTextEdit::ExtraSelection mark;
    mark.cursor = QTextCursor(block);
    mark.format.setBackground(colour);
    mark.format.setProperty(QTextFormat::FullWidthSelection, true);
    marks << mark;
  }
  view->setExtraSelections(marks);
}

}  // namespace

void differingLines(const QStringList& a, const QStringList& b, QVector<bool>& aDiffers, QVector<bool>& bDiffers) {
  aDiffers = QVector<bool>(a.size(), true);
  bDiffers = QVector<bool>(b.size(), true);
  qsizetype head = 0;
  while (head < a.size() && head < b.size() && a[head] == b[head]) aDiffers[head] = bDiffers[head] = false, ++head;
  qsizetype tailA = a.size(), tailB = b.size();
  while (tailA > head && tailB > head && a[tailA - 1] == b[tailB - 1])
    --tailA, --tailB, aDiffers[tailA] = bDiffers[tailB] = false;
  const qsizetype n = tailA - head, m = tailB - head;
  if (n == 0 || m == 0 || n * m > kMaxCells) return;
  // Longest common subsequence of the middle lines; its lines are the same on both sides.
  std::vector<int> table(std::size_t((n + 1) * (m + 1)), 0);
  auto at = [&](qsizetype i, qsizetype j) -> int& { return table[std::size_t(i * (m + 1) + j)]; };
  for (qsizetype i = n - 1; i >= 0; --i)
    for (qsizetype j = m - 1; j >= 0; --j)
      at(i, j) = a[head + i] == b[head + j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
  for (qsizetype i = 0, j = 0; i < n && j < m;) {
    if (a[head + i] == b[head + j]) {
      aDiffers[head + i] = bDiffers[head + j] = false;
      ++i, ++j;
    } else if (at(i + 1, j) >= at(i, j + 1)) {
      ++i;
    } else {
      ++j;
    }
  }
}

BothVersionsDialog::BothVersionsDialog(const QString& file, const QString& diskText, const QString& mineText,
                                       QWidget* parent)
    : QDialog(parent) {
  setObjectName(QStringLiteral("bothVersionsDialog"));
  setWindowTitle(tr("Both Versions of %1").arg(file));
  const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  auto makeView = [&](const QString& name, const QString& text) {
    auto* view = new QPlainTextEdit(this);
    view->setObjectName(name);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(fixed);
    view->setPlainText(text);
    return view;
  };
  disk_ = makeView(QStringLiteral("diskText"), diskText);
  mine_ = makeView(QStringLiteral("mineText"), mineText);

  QVector<bool> diskDiffers, mineDiffers;
  differingLines(diskText.split(QLatin1Char('\n')), mineText.split(QLatin1Char('\n')), diskDiffers, mineDiffers);
  int onDisk = 0, inMine = 0;
  for (bool d : diskDiffers) onDisk += d;
  for (bool d : mineDiffers) inMine += d;
  differing_ = onDisk + inMine;
  highlight(disk_, diskDiffers, QColor(255, 214, 153));
  highlight(mine_, mineDiffers, QColor(170, 220, 255));
  // Scroll both together, so a line is read against its counterpart.
  connect(disk_->verticalScrollBar(), &QScrollBar::valueChanged, mine_->verticalScrollBar(), &QScrollBar::setValue);
  connect(mine_->verticalScrollBar(), &QScrollBar::valueChanged, disk_->verticalScrollBar(), &QScrollBar::setValue);

  auto* layout = new QGridLayout(this);
  layout->addWidget(new QLabel(tr("On disk (changed outside the editor)"), this), 0, 0);
  layout->addWidget(new QLabel(tr("Mine (unsaved changes in the editor)"), this), 0, 1);
  layout->addWidget(disk_, 1, 0);
  layout->addWidget(mine_, 1, 1);
  auto* summary = new QLabel(differing_ ? tr("Lines that differ are highlighted: %1 on disk, %2 in the editor")
                                             .arg(onDisk)
                                             .arg(inMine)
                                       : tr("The two versions are the same"),
                             this);
  summary->setObjectName(QStringLiteral("differenceSummary"));
  layout->addWidget(summary, 2, 0, 1, 2);
  auto* buttons = new QDialogButtonBox(this);
  auto* useDisk = buttons->addButton(tr("Use Disk Version"), QDialogButtonBox::DestructiveRole);
  useDisk->setObjectName(QStringLiteral("useDiskButton"));
  auto* keepMine = buttons->addButton(tr("Keep Mine"), QDialogButtonBox::AcceptRole);
  keepMine->setObjectName(QStringLiteral("keepMineButton"));
  keepMine->setDefault(true);
  layout->addWidget(buttons, 3, 0, 1, 2);
  connect(useDisk, &QPushButton::clicked, this, [this] {
    emit picked(Pick::Disk);
    accept();
  });
  connect(keepMine, &QPushButton::clicked, this, [this] {
    emit picked(Pick::Mine);
    accept();
  });
  // Closed without a pick: nothing changes, and the question comes back with the next change.
  resize(1000, 640);
}

}  // namespace sw::editor
