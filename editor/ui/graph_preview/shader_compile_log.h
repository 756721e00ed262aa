#pragma once
// Qt Quick 3D (6.4) reports a shader that does not compile only as a Qt warning carrying
// glslang's log ("Failed to compile fragment shader: ERROR: :57: 'x' : undeclared
// identifier"), usually followed by a warning with the whole shader as Qt assembled it.
// ShaderCompileLog listens to Qt's messages while it exists, keeps those warnings (and
// passes every message on to the previous handler), so a preview can put the errors on
// the nodes that wrote the lines.
#include <QList>
#include <QMutex>
#include <QObject>
#include <QString>
#include <QStringList>

namespace sw::ui {

// One glslang error: the line in the shader Qt compiled (0 when the log gave none).
struct GlslError {
  QString stage;  // "vertex", "fragment" or empty
  int line = 0;
  QString message;
};

class ShaderCompileLog : public QObject {
  Q_OBJECT
 public:
  explicit ShaderCompileLog(QObject* parent = nullptr);
  ~ShaderCompileLog() override;  // gives the message handler back

  // Warnings about shaders seen since the last take (from any thread), oldest first.
  QStringList takeMessages();

 signals:
  // Queued to the log's thread: shader warnings arrived (take them).
  void messagesArrived();

 private:
  friend void shaderLogHandler(QtMsgType, const QMessageLogContext&, const QString&);
  void add(const QString& message);

  mutable QMutex mutex_;
  QStringList messages_;
};

// The errors in glslang logs ("ERROR: :57: message" or "ERROR: 0:57: message"; also
// "Failed to compile <stage> shader" tells the stage of the lines after it).
QList<GlslError> parseGlslErrors(const QStringList& messages);

// True for a warning Qt Quick 3D gives about a material's shaders.
bool isShaderWarning(const QString& message);

}  // namespace sw::ui
