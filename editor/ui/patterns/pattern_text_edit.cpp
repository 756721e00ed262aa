#include "ui/patterns/pattern_text_edit.h"

#include <algorithm>

#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>

namespace sw::editor {

namespace {
class Gutter : public QWidget {
 public:
  explicit Gutter(PatternTextEdit* edit) : QWidget(edit), edit_(edit) { setObjectName(QStringLiteral("patternGutter")); }
  QSize sizeHint() const override { return {edit_->gutterWidth(), 0}; }

 protected:
  void paintEvent(QPaintEvent* event) override { edit_->paintGutter(event); }

 private:
  PatternTextEdit* edit_;
};
}  // namespace

PatternTextEdit::PatternTextEdit(QWidget* parent) : QPlainTextEdit(parent), gutter_(new Gutter(this)) {
  QFont mono(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::TypeWriter);
  setFont(mono);
  setLineWrapMode(QPlainTextEdit::NoWrap);
  setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 2);
  connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { setViewportMargins(gutterWidth(), 0, 0, 0); });
  connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect& rect, int dy) {
    if (dy)
      gutter_->scroll(0, dy);
    else
      gutter_->update(0, rect.y(), gutter_->width(), rect.height());
  });
  setViewportMargins(gutterWidth(), 0, 0, 0);
}

int PatternTextEdit::gutterWidth() const {
  int digits = QString::number(std::max(1, blockCount())).size();
  return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(2, digits);
}

void PatternTextEdit::resizeEvent(QResizeEvent* event) {
  QPlainTextEdit::resizeEvent(event);
  const QRect r = contentsRect();
  gutter_->setGeometry(QRect(r.left(), r.top(), gutterWidth(), r.height()));
}

void PatternTextEdit::paintGutter(QPaintEvent* event) {
  QPainter painter(gutter_);
  painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
  QTextBlock block = firstVisibleBlock();
  int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
  const int lineHeight = fontMetrics().height();
  while (block.isValid() && top <= event->rect().bottom()) {
    const int line = block.blockNumber() + 1;
    if (block.isVisible()) {
      const bool bad = problems_.contains(line);
      if (bad) {
        painter.setBrush(QColor(220, 50, 50));
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(QRectF(3, top + lineHeight / 2.0 - 3.5, 7, 7));
      }
      painter.setPen(bad ? QColor(220, 50, 50) : palette().color(QPalette::PlaceholderText));
      painter.drawText(0, top, gutter_->width() - 4, lineHeight, Qt::AlignRight, QString::number(line));
    }
    top += qRound(blockBoundingRect(block).height());
    block = block.next();
  }
}

void PatternTextEdit::setProblems(const QMap<int, QString>& problems) {
  problems_ = problems;
  updateMarks();
  gutter_->update();
}

void PatternTextEdit::updateMarks() {
  QList<QTextEdit::ExtraSelection> marks;
  for (auto it = problems_.begin(); it != problems_.end(); ++it) {
    QTextBlock block = document()->findBlockByNumber(it.key() - 1);
    if (!block.isValid()) continue;
    QTextEdit::ExtraSelection mark;
    mark.cursor = QTextCursor(block);
    // Underline the line's text, from its first non-space character.
    const QString text = block.text();
    int start = 0;
    while (start < text.size() && text[start].isSpace()) ++start;
    mark.cursor.setPosition(block.position() + start);
    mark.cursor.setPosition(block.position() + std::max<int>(int(text.size()), start + 1), QTextCursor::KeepAnchor);
    mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    mark.format.setUnderlineColor(QColor(220, 50, 50));
    mark.format.setToolTip(it.value());
    marks.push_back(mark);
  }
  setExtraSelections(marks);
}

bool PatternTextEdit::event(QEvent* e) {
  if (e->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(e);
    const QTextCursor cursor = cursorForPosition(viewport()->mapFromGlobal(help->globalPos()));
    const int line = cursor.blockNumber() + 1;
    if (problems_.contains(line)) {
      QToolTip::showText(help->globalPos(), problems_.value(line), this);
      return true;
    }
    QToolTip::hideText();
  }
  return QPlainTextEdit::event(e);
}

}  // namespace sw::editor
