#include "ui/graph_preview/shader_error_map.h"

#include <QCoreApplication>

namespace sw::ui {

namespace {

struct ShaderErrorMapText {
  Q_DECLARE_TR_FUNCTIONS(GraphPreview)
};

}  // namespace

int fragmentLineOf(int compiledLine, const std::string& fragment) {
  const QStringList lines = QString::fromStdString(fragment).split(QLatin1Char('\n'));
  int seen = 0;
  for (int i = 0; i < lines.size(); ++i) {
    if (lines[i].trimmed().startsWith(QLatin1String("VARYING"))) continue;  // moved out by Qt
    if (++seen == compiledLine) return i + 1;
  }
  return 0;
}

QMap<sw::graph::NodeId, QString> shaderProblemsByNode(const QStringList& messages,
                                                      const sw::graph::MaterialShaders& shaders,
                                                      const sw::graph::SnippetLibrary& library) {
  QMap<sw::graph::NodeId, QString> problems;
  auto add = [&problems](sw::graph::NodeId node, const QString& text) {
    QString& entry = problems[node];
    if (entry.split(QLatin1Char('\n')).contains(text)) return;
    entry += (entry.isEmpty() ? QString() : QStringLiteral("\n")) + text;
  };
  const QList<GlslError> errors = parseGlslErrors(messages);
  for (const GlslError& e : errors) {
    const int line = e.stage == QLatin1String("vertex") ? 0 : fragmentLineOf(e.line, shaders.fragment);
    if (line <= 0) {
      add(0, ShaderErrorMapText::tr("Shader error: %1").arg(e.message));
      continue;
    }
    bool placed = false;
    for (const auto& span : shaders.fragmentSpans) {
      if (line < span.firstLine || line > span.lastLine) continue;
      QString where;
      const sw::graph::Snippet* snippet = span.snippet.empty() ? nullptr : library.find(span.snippet);
      // A snippet function: signature, "{", then the code as written after "%%".
      if (snippet && line >= span.firstLine + 2 && line < span.lastLine)
        where = ShaderErrorMapText::tr("%1, line %2")
                    .arg(QString::fromStdString(snippet->file))
                    .arg(snippet->codeFirstLine + line - span.firstLine - 2);
      const QString text = where.isEmpty() ? ShaderErrorMapText::tr("Shader error: %1").arg(e.message)
                                           : ShaderErrorMapText::tr("Shader error (%1): %2").arg(where, e.message);
      for (sw::graph::NodeId node : span.nodes) add(node, text);
      placed = true;
    }
    if (!placed) add(0, ShaderErrorMapText::tr("Shader error at line %1: %2").arg(line).arg(e.message));
  }
  // Qt said the shader failed but glslang's lines did not come through.
  if (errors.isEmpty())
    for (const QString& m : messages)
      if (m.contains(QLatin1String("Failed to compile")))
        add(0, m.section(QLatin1Char('\n'), 0, 0).trimmed());
  return problems;
}

}  // namespace sw::ui
