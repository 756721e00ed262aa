#include "document/commands/graph_node_properties.h"

#include <algorithm>
#include <cmath>

#include "document/stores/graph_store.h"
#include "graph/graph.h"

namespace sw::editor {

using sw::graph::ParamType;
using sw::graph::ParamValue;

class GraphNodeProperties::Proxy : public sw::Describable {
 public:
  Proxy(GraphStore* store, QString file, std::uint32_t id) : store_(store), file_(std::move(file)), id_(id) {}
  const sw::TypeDescription& description() const override { return *table_; }
  sw::graph::Node* node() const {
    auto* g = store_->editableGraph(file_);
    return g ? g->node(id_) : nullptr;
  }
  sw::Value read(const std::string& key) const {
    const auto* n = node();
    const ParamValue* v = n ? n->property(key) : nullptr;
    if (!v) return {};
    sw::Value shown = toValue(*v);
    auto& seen = shown_[key];
    if (std::find(seen.begin(), seen.end(), std::pair{shown, *v}) == seen.end()) seen.emplace_back(shown, *v);
    return shown;
  }
  void write(const std::string& key, const sw::Value& value) {
    auto* n = node();
    const ParamValue* now = n ? n->property(key) : nullptr;
    if (!now || toValue(*now) == value) return;  // unchanged keeps its exact parameter
    for (const auto& [shown, exact] : shown_[key])
      if (shown == value && exact.type == now->type) {
        n->setProperty(key, exact);
        return;
      }
    if (auto param = toParam(value, *now)) n->setProperty(key, *param);
  }
  const sw::TypeDescription* table_ = nullptr;

 private:
  GraphStore* store_;
  QString file_;
  std::uint32_t id_;
  mutable std::map<std::string, std::vector<std::pair<sw::Value, ParamValue>>> shown_;
};

GraphNodeProperties::GraphNodeProperties(GraphStore* store) : store_(store) {}
GraphNodeProperties::~GraphNodeProperties() = default;

namespace {
std::uint8_t channel(double x) { return std::uint8_t(std::lround(std::clamp(x, 0.0, 1.0) * 255.0)); }

sw::ValueKind kindOf(ParamType type) {
  switch (type) {
    case ParamType::Float:
      return sw::ValueKind::Float;
    case ParamType::Float2:
      return sw::ValueKind::Vec2;
    case ParamType::Float3:
      return sw::ValueKind::Vec3;
    case ParamType::Float4:
      return sw::ValueKind::Color;
    case ParamType::Int:
      return sw::ValueKind::Int;
    case ParamType::Bool:
      return sw::ValueKind::Bool;
    case ParamType::Enum:
      return sw::ValueKind::Enum;
  }
  return sw::ValueKind::Float;
}
}  // namespace

sw::Value GraphNodeProperties::toValue(const ParamValue& p) {
  switch (p.type) {
    case ParamType::Float:
      return p.v[0];
    case ParamType::Float2:
      return sw::Vec2{p.v[0], p.v[1]};
    case ParamType::Float3:
      return sw::Vec3{p.v[0], p.v[1], p.v[2]};
    case ParamType::Float4:
      return sw::Color{channel(p.v[0]), channel(p.v[1]), channel(p.v[2]), channel(p.v[3])};
    case ParamType::Int:
    case ParamType::Enum:
      return std::int64_t(std::llround(p.v[0]));
    case ParamType::Bool:
      return p.v[0] != 0;
  }
  return {};
}

std::optional<ParamValue> GraphNodeProperties::toParam(const sw::Value& value, const ParamValue& like) {
  ParamValue p = like;
  if (auto* d = std::get_if<double>(&value); d && like.type == ParamType::Float)
    p.v[0] = *d;
  else if (auto* v2 = std::get_if<sw::Vec2>(&value); v2 && like.type == ParamType::Float2)
    p.v = {v2->x, v2->y, 0, 0};
  else if (auto* v3 = std::get_if<sw::Vec3>(&value); v3 && like.type == ParamType::Float3)
    p.v = {v3->x, v3->y, v3->z, 0};
  else if (auto* c = std::get_if<sw::Color>(&value); c && like.type == ParamType::Float4)
    p.v = {c->r / 255.0, c->g / 255.0, c->b / 255.0, c->a / 255.0};
  else if (auto* i = std::get_if<std::int64_t>(&value);
           i && (like.type == ParamType::Int || like.type == ParamType::Enum))
    p.v = {double(*i), 0, 0, 0};
  else if (auto* b = std::get_if<bool>(&value); b && like.type == ParamType::Bool)
    p.v = {*b ? 1.0 : 0.0, 0, 0, 0};
  else
    return std::nullopt;
  return p;
}

const sw::TypeDescription* GraphNodeProperties::describe(const std::string& type) {
  auto tpl = store_->library().nodeTemplate(type);
  std::vector<sw::Property> properties;
  if (tpl) {
    for (const auto& decl : tpl->properties) {
      sw::Property p;
      p.key = decl.key;
      p.label = decl.label;
      p.tooltip = decl.description;
      p.category = tpl->title;
      p.kind = kindOf(decl.defaultValue.type);
      p.enumNames = decl.enumNames;
      p.defaultValue = toValue(decl.defaultValue);
      const std::string key = decl.key;
      p.get = [key](const sw::Describable& d) { return static_cast<const Proxy&>(d).read(key); };
      p.set = [key](sw::Describable& d, const sw::Value& v) { static_cast<Proxy&>(d).write(key, v); };
      properties.push_back(std::move(p));
    }
  }
  // Reuse the newest table while the template still declares the same rows.
  auto& tables = tables_[type];
  if (!tables.empty()) {
    const auto& old = tables.back()->properties();
    const bool same =
        old.size() == properties.size() &&
        std::equal(old.begin(), old.end(), properties.begin(), [](const auto& a, const auto& b) {
          return a.key == b.key && a.label == b.label && a.kind == b.kind && a.enumNames == b.enumNames &&
                 a.category == b.category;
        });
    if (same) return tables.back().get();
  }
  tables.push_back(std::make_unique<sw::TypeDescription>(type, std::move(properties)));
  return tables.back().get();
}

sw::Describable* GraphNodeProperties::proxy(const QString& file, std::uint32_t id) {
  const auto* g = store_->graph(file);
  const auto* n = g ? g->node(id) : nullptr;
  if (!n) return nullptr;
  auto& proxy = proxies_[{file, id}];
  if (!proxy) proxy = std::make_unique<Proxy>(store_, file, id);
  proxy->table_ = describe(n->type);
  return proxy.get();
}

std::vector<const sw::Describable*> GraphNodeProperties::objects(const QString& file,
                                                                 const QVector<std::uint32_t>& ids) {
  std::vector<const sw::Describable*> out;
  for (auto id : ids)
    if (const auto* p = proxy(file, id)) out.push_back(p);
  return out;
}

std::optional<ParamValue> GraphNodeProperties::current(const QString& file, std::uint32_t id,
                                                 const std::string& key) const {
  const auto* g = store_->graph(file);
  const auto* n = g ? g->node(id) : nullptr;
  const ParamValue* v = n ? n->property(key) : nullptr;
  return v ? std::optional<ParamValue>(*v) : std::nullopt;
}

}  // namespace sw::editor
