#pragma once
// The Pattern editor's text: a pattern's JSON with line numbers in a gutter and its
// problems marked on their lines (a red wavy underline, a red dot in the gutter, the
// message as the line's tooltip). Knows nothing of patterns; the dock gives it the lines.
#include <QMap>
#include <QPlainTextEdit>

namespace sw::editor {

class PatternTextEdit : public QPlainTextEdit {
  Q_OBJECT
 public:
  explicit PatternTextEdit(QWidget* parent = nullptr);

  // Problems by 1-based line (several messages on one line are joined).
  void setProblems(const QMap<int, QString>& problems);
  const QMap<int, QString>& problems() const { return problems_; }

  int gutterWidth() const;
  void paintGutter(QPaintEvent* event);

 protected:
  void resizeEvent(QResizeEvent* event) override;
  bool event(QEvent* event) override;  // tooltips of marked lines

 private:
  void updateMarks();
  QWidget* gutter_;
  QMap<int, QString> problems_;
};

}  // namespace sw::editor
