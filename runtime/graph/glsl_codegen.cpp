#include "graph/glsl_codegen.h"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace sw::graph {

namespace {

// Appends text and keeps count of lines, so spans can name them.
class Writer {
 public:
  explicit Writer(std::string& out) : out_(out) {}
  void line(std::string_view text = {}) {
    out_.append(text);
    out_ += '\n';
    line_ += 1 + int(std::count(text.begin(), text.end(), '\n'));
  }
  int nextLine() const { return line_; }

 private:
  std::string& out_;
  int line_ = 1;
};

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return s;
}

// The value an unconnected input gets (see snippet.h).
std::string defaultFor(const SnippetInput& in) {
  if (in.defaultExpr == "position") return "swg_position";
  if (in.defaultExpr == "texcoord") return "swg_texcoord";
  if (!in.defaultExpr.empty()) return in.defaultExpr;
  for (const std::string& n : {lower(in.var), lower(in.name)}) {
    if (n == "position" || n == "pos" || n == "p") return "swg_position";
    if (n == "texcoord" || n == "uv" || n == "texture coordinate" || n == "texturecoordinate" || n == "coordinate")
      return "swg_texcoord";
  }
  return "vec4(0.0)";
}

std::string variableName(const PortRef& output) { return "swg_n" + std::to_string(output.node) + "_" + output.port; }

struct InputKey {
  NodeId node;
  const std::string* port;
  bool operator==(const InputKey& o) const { return node == o.node && *port == *o.port; }
};
struct InputKeyHash {
  std::size_t operator()(const InputKey& k) const { return std::hash<std::string>()(*k.port) * 31 + k.node; }
};

}  // namespace

std::vector<NodeId> GeneratedGraph::nodesAtLine(int line) const {
  for (const auto& s : spans)
    if (line >= s.firstLine && line <= s.lastLine) return s.nodes;
  return {};
}

CodegenResult generateGlsl(const Graph& graph, const SnippetLibrary& library, const CodegenOptions& options) {
  CodegenResult result;
  auto problem = [&](NodeId node, std::string message) { result.problems.push_back({node, std::move(message)}); };

  // Wire lookup: input -> the output feeding it.
  std::unordered_map<InputKey, const PortRef*, InputKeyHash> source;
  source.reserve(graph.connections().size());
  for (const auto& c : graph.connections()) source[{c.to.node, &c.to.port}] = &c.from;
  // The real producer of a wire, looking through reroutes; nullptr when it ends unconnected.
  auto producer = [&](const PortRef* from) -> const PortRef* {
    for (std::size_t hops = 0; from && hops <= graph.nodes().size(); ++hops) {
      const Node* n = graph.node(from->node);
      if (!n || n->type != kRerouteNodeType) return from;
      static const std::string in = kRerouteIn;
      auto it = source.find({from->node, &in});
      from = it == source.end() ? nullptr : it->second;
    }
    return nullptr;
  };
  auto inputSource = [&](NodeId node, const std::string& port) -> const PortRef* {
    auto it = source.find({node, &port});
    return it == source.end() ? nullptr : producer(it->second);
  };

  // What the graph function writes: colour and height from the Output node, or a preview.
  const Node* output = nullptr;
  for (const auto& n : graph.nodes())
    if (n.type == kOutputNodeType) {
      output = &n;  // the first (lowest id) Output node counts; others are ignored
      break;
    }
  const PortRef* colourSource = nullptr;
  const PortRef* heightSource = nullptr;
  PortRef previewRef;
  if (options.preview) {
    const Node* n = graph.node(options.preview->node);
    if (!n || !n->findOutput(options.preview->port)) {
      problem(options.preview->node, "cannot preview: no output '" + options.preview->port + "' on node " +
                                          std::to_string(options.preview->node));
      return result;
    }
    previewRef = *options.preview;
    colourSource = producer(&previewRef);
  } else if (!output) {
    problem(0, "the graph has no Output node");
    return result;
  } else {
    colourSource = inputSource(output->id, kColourPort);
    heightSource = inputSource(output->id, kHeightPort);
  }

  // Nodes that feed the result.
  std::unordered_set<NodeId> needed;
  std::vector<NodeId> stack;
  for (const PortRef* s : {colourSource, heightSource})
    if (s && needed.insert(s->node).second) stack.push_back(s->node);
  while (!stack.empty()) {
    const Node* n = graph.node(stack.back());
    stack.pop_back();
    if (!n) continue;
    for (const auto& in : n->inputs)
      if (const PortRef* s = inputSource(n->id, in.key); s && needed.insert(s->node).second) stack.push_back(s->node);
  }

  auto order = graph.topologicalOrder();
  if (!order) {
    problem(0, order.error().message);
    return result;
  }
  std::vector<std::pair<const Node*, const Snippet*>> steps;
  steps.reserve(needed.size());
  for (NodeId id : *order) {
    if (!needed.count(id)) continue;
    const Node* n = graph.node(id);
    if (n->type == kRerouteNodeType) continue;
    const Snippet* s = library.find(n->type);
    if (!s) {
      problem(id, n->type == kOutputNodeType ? "an Output node cannot feed another node"
                                             : "snippet '" + n->type + "' is not in the library");
      continue;
    }
    steps.push_back({n, s});
  }
  if (!result.ok()) return result;

  // One function per snippet, in order of first use; equal Func names get a suffix.
  std::vector<const Snippet*> used;
  std::map<const Snippet*, std::string> functionName;
  std::map<const Snippet*, std::vector<NodeId>> usersOf;
  std::map<std::string, int> funcCount;
  for (const auto& [n, s] : steps) {
    usersOf[s].push_back(n->id);
    if (functionName.count(s)) continue;
    used.push_back(s);
    const int k = ++funcCount[s->func];
    functionName[s] = "swg_" + s->func + (k > 1 ? "_" + std::to_string(k) : "");
  }

  GeneratedGraph& g = result.shader;
  std::string& out = g.code;
  out.reserve(2048 + steps.size() * 256);
  Writer w(out);
  w.line("// Generated by Scrollwork from a texture graph: edit the graph, not this text.");
  for (const Snippet* s : used) {
    w.line();
    w.line("// " + s->name);
    SourceSpan span{w.nextLine(), 0, usersOf[s], s->name};
    std::string signature = "void " + functionName[s] + "(";
    bool first = true;
    auto param = [&](const std::string& p) {
      signature += (first ? "" : ", ") + p;
      first = false;
    };
    for (const auto& in : s->inputs) param("vec4 " + in.var);
    for (const auto& p : s->properties) param(std::string(glslType(p.type)) + " " + p.var);
    for (const auto& o : s->outputs) param("out vec4 " + o.var);
    w.line(signature + ")");
    w.line("{");
    if (!s->code.empty()) w.line(s->code);
    w.line("}");
    span.lastLine = w.nextLine() - 1;
    g.spans.push_back(std::move(span));
  }

  w.line();
  w.line("void swg_graph(vec4 swg_position, vec4 swg_texcoord, out vec4 swg_colour, out vec4 swg_height)");
  w.line("{");
  std::string call;
  for (const auto& [n, s] : steps) {
    SourceSpan span{w.nextLine(), 0, {n->id}, {}};
    for (const auto& o : s->outputs) w.line("    vec4 " + variableName({n->id, o.var}) + ";");
    call.assign("    ").append(functionName[s]).append("(");
    bool first = true;
    auto arg = [&](const std::string& a) {
      call.append(first ? "" : ", ").append(a);
      first = false;
    };
    for (const auto& in : s->inputs) {
      const PortRef* src = inputSource(n->id, in.var);
      arg(src ? variableName(*src) : defaultFor(in));
    }
    for (const auto& p : s->properties) {
      const ParamValue* v = n->property(p.var);
      const ParamValue value = v && v->type == p.type ? *v : p.defaultValue;
      if (options.propertiesAsUniforms) {
        const std::string name = "swg_u" + std::to_string(n->id) + "_" + p.var;
        g.uniforms.push_back({name, n->id, p.var, value});
        arg(name);
      } else {
        arg(glslLiteral(value));
      }
    }
    for (const auto& o : s->outputs) arg(variableName({n->id, o.var}));
    call += ");";
    w.line(call);
    span.lastLine = w.nextLine() - 1;
    g.spans.push_back(std::move(span));
    g.nodeOrder.push_back(n->id);
  }
  w.line("    swg_colour = " + (colourSource ? variableName(*colourSource) : std::string("vec4(0.5, 0.5, 0.5, 1.0)")) + ";");
  w.line("    swg_height = " + (heightSource ? variableName(*heightSource) : std::string("vec4(0.0)")) + ";");
  w.line("}");
  return result;
}

Errors toErrors(const std::vector<NodeProblem>& problems, const Graph& graph, const std::string& file) {
  Errors errors;
  for (const auto& p : problems) {
    std::string where;
    if (p.node != 0) {
      where = "node " + std::to_string(p.node);
      if (const Node* n = graph.node(p.node)) where += " (" + n->type + ")";
    }
    errors.push_back(Error{file, where, p.message});
  }
  return errors;
}

}  // namespace sw::graph
