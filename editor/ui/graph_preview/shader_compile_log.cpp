#include "ui/graph_preview/shader_compile_log.h"

#include <QMetaObject>
#include <QMutexLocker>
#include <QRegularExpression>
#include <algorithm>
#include <vector>

namespace sw::ui {

namespace {

// One process-wide handler serves every live log: Qt has a single message handler, and
// the preview dock, the viewport's tile materials and tests may each hold a log.
QMutex registryMutex;
std::vector<ShaderCompileLog*>& registry() {
  static std::vector<ShaderCompileLog*> logs;
  return logs;
}
QtMessageHandler previousHandler = nullptr;
bool installed = false;

}  // namespace

bool isShaderWarning(const QString& message) {
  return message.contains(QLatin1String("Failed to compile")) ||
         message.contains(QLatin1String("Failed to build graphics pipeline")) ||
         (message.contains(QLatin1String("ERROR: ")) && message.contains(QLatin1Char(':')));
}

void shaderLogHandler(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  if (type == QtWarningMsg || type == QtCriticalMsg) {
    QMutexLocker lock(&registryMutex);
    if (!registry().empty() && isShaderWarning(message))
      for (ShaderCompileLog* log : registry()) log->add(message);
  }
  if (previousHandler)
    previousHandler(type, context, message);
  else
    qt_message_output(type, context, message);  // unreachable: Qt always has one
}

ShaderCompileLog::ShaderCompileLog(QObject* parent) : QObject(parent) {
  QMutexLocker lock(&registryMutex);
  if (!installed) {
    // Never uninstalled: another handler installed later would be cut off by a restore.
    previousHandler = qInstallMessageHandler(shaderLogHandler);
    installed = true;
  }
  registry().push_back(this);
}

ShaderCompileLog::~ShaderCompileLog() {
  QMutexLocker lock(&registryMutex);
  auto& logs = registry();
  logs.erase(std::remove(logs.begin(), logs.end(), this), logs.end());
}

void ShaderCompileLog::add(const QString& message) {
  {
    QMutexLocker lock(&mutex_);
    messages_.append(message);
  }
  QMetaObject::invokeMethod(this, &ShaderCompileLog::messagesArrived, Qt::QueuedConnection);
}

QStringList ShaderCompileLog::takeMessages() {
  QMutexLocker lock(&mutex_);
  return std::exchange(messages_, {});
}

QList<GlslError> parseGlslErrors(const QStringList& messages) {
  static const QRegularExpression stageRe(QStringLiteral("Failed to compile (\\w+) shader"));
  // glslang: "ERROR: :57: 'x' : undeclared identifier" or "ERROR: 0:57: ..."; the log may
  // arrive as one message with many lines.
  static const QRegularExpression errorRe(QStringLiteral("ERROR:\\s*(\\d*):(\\d+):\\s*(.*)"));
  QList<GlslError> errors;
  QString stage;
  for (QString message : messages) {
    // Qt prints the log through QDebug, quoted: its line ends arrive as "\n".
    message.replace(QLatin1String("\\n"), QLatin1String("\n"));
    for (const QString& rawLine : message.split(QLatin1Char('\n'))) {
      const QString line = rawLine.trimmed();
      if (auto m = stageRe.match(line); m.hasMatch()) stage = m.captured(1);
      const auto m = errorRe.match(line);
      if (!m.hasMatch()) continue;
      QString text = m.captured(3).trimmed();
      if (text.endsWith(QLatin1Char('"'))) text.chop(1);  // the end of the quoted log
      text = text.trimmed();
      if (text.contains(QLatin1String("compilation terminated"))) continue;  // follows a real error
      errors.append({stage, m.captured(2).toInt(), text});
    }
  }
  return errors;
}

}  // namespace sw::ui
