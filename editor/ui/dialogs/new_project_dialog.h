#pragma once
// File > New Project: a name, the folder it goes into and a template. The project folder is
// <location>/<name>; the dialog shows it and refuses (with the reason under the fields) one
// that exists and is not empty, so nothing there can be overwritten.
#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace sw::editor {

class NewProjectDialog : public QDialog {
  Q_OBJECT
 public:
  explicit NewProjectDialog(QWidget* parent = nullptr);

  QString projectName() const;
  QString location() const;
  QString templateId() const;
  QString projectFolder() const;  // location/name, or empty while the name is missing

  // For tests and callers that know better than the remembered default.
  void setProjectName(const QString& name);
  void setLocation(const QString& folder);

  // Why the project cannot be made as filled in, or empty when it can.
  QString problem() const;

  void accept() override;  // remembers the location for next time

 private:
  void update();

  QLineEdit* name_;
  QLineEdit* location_;
  QComboBox* template_;
  QLabel* description_;
  QLabel* target_;
  QPushButton* ok_;
};

}  // namespace sw::editor
