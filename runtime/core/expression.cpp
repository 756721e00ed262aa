#include "core/expression.h"

#include <cmath>

#include <charconv>

namespace sw {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isIdentStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isIdentChar(char c) { return isIdentStart(c) || isDigit(c); }

enum class Tok : std::uint8_t {
  End,
  Number,
  Identifier,
  True,
  False,
  And,  // && and
  Or,   // || or
  Not,  // ! not
  Equal,
  NotEqual,
  Less,
  LessEqual,
  Greater,
  GreaterEqual,
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  LParen,
  RParen,
  Comma,
  Dot,
};

struct Token {
  Tok kind = Tok::End;
  std::size_t begin = 0, end = 0;  // byte offsets into the text
  double number = 0;
};

// Deep nesting would exhaust the stack of the recursive descent; no real condition
// comes near this.
constexpr int kMaxDepth = 200;

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  ExpressionParse run() {
    ExpressionParse out;
    if (!lexAll()) {
      out.check = error_;
      return out;
    }
    auto root = parseOr();
    if (root && peek().kind != Tok::End)
      fail(peek(), "unexpected " + quoted(peek()) + " after a complete expression");
    if (!error_.ok) {
      out.check = error_;
      return out;
    }
    out.root = std::move(root);
    return out;
  }

 private:
  using NodePtr = std::unique_ptr<ExprNode>;

  // 1-based column in characters: UTF-8 continuation bytes do not count.
  int columnAt(std::size_t offset) const {
    int column = 1;
    for (std::size_t i = 0; i < offset && i < text_.size(); ++i)
      if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;
    return column;
  }

  void failAt(std::size_t offset, std::string message) {
    if (!error_.ok) return;  // keep the first problem
    error_.ok = false;
    error_.column = columnAt(offset);
    error_.message = std::move(message);
  }
  std::nullptr_t fail(const Token& at, std::string message) {
    failAt(at.begin, std::move(message));
    return nullptr;
  }

  std::string spelling(const Token& t) const { return std::string(text_.substr(t.begin, t.end - t.begin)); }
  std::string quoted(const Token& t) const {
    return t.kind == Tok::End ? std::string("end of the expression") : "'" + spelling(t) + "'";
  }

  // --- lexer -----------------------------------------------------------------------

  bool lexAll() {
    std::size_t i = 0;
    const std::size_t n = text_.size();
    while (i < n) {
      char c = text_[i];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        ++i;
        continue;
      }
      Token t;
      t.begin = i;
      if (isDigit(c) || (c == '.' && i + 1 < n && isDigit(text_[i + 1]))) {
        if (!lexNumber(i, t)) return false;
      } else if (isIdentStart(c)) {
        while (i < n && isIdentChar(text_[i])) ++i;
        std::string_view word = text_.substr(t.begin, i - t.begin);
        t.kind = word == "true"    ? Tok::True
                 : word == "false" ? Tok::False
                 : word == "and"   ? Tok::And
                 : word == "or"    ? Tok::Or
                 : word == "not"   ? Tok::Not
                                   : Tok::Identifier;
      } else {
        auto two = [&](char next) { return i + 1 < n && text_[i + 1] == next; };
        std::size_t length = 1;
        switch (c) {
          case '(':
            t.kind = Tok::LParen;
            break;
          case ')':
            t.kind = Tok::RParen;
            break;
          case ',':
            t.kind = Tok::Comma;
            break;
          case '.':
            t.kind = Tok::Dot;
            break;
          case '+':
            t.kind = Tok::Plus;
            break;
          case '-':
            t.kind = Tok::Minus;
            break;
          case '*':
            t.kind = Tok::Star;
            break;
          case '/':
            t.kind = Tok::Slash;
            break;
          case '%':
            t.kind = Tok::Percent;
            break;
          case '<':
            t.kind = two('=') ? Tok::LessEqual : Tok::Less;
            length = two('=') ? 2 : 1;
            break;
          case '>':
            t.kind = two('=') ? Tok::GreaterEqual : Tok::Greater;
            length = two('=') ? 2 : 1;
            break;
          case '!':
            t.kind = two('=') ? Tok::NotEqual : Tok::Not;
            length = two('=') ? 2 : 1;
            break;
          case '=':
            if (!two('=')) {
              failAt(i, "'=' is not an operator: use '==' to compare");
              return false;
            }
            t.kind = Tok::Equal;
            length = 2;
            break;
          case '&':
            if (!two('&')) {
              failAt(i, "'&' is not an operator: use '&&' or 'and'");
              return false;
            }
            t.kind = Tok::And;
            length = 2;
            break;
          case '|':
            if (!two('|')) {
              failAt(i, "'|' is not an operator: use '||' or 'or'");
              return false;
            }
            t.kind = Tok::Or;
            length = 2;
            break;
          default: {
            // Show the whole UTF-8 character, not its first byte.
            std::size_t end = i + 1;
            while (end < n && (static_cast<unsigned char>(text_[end]) & 0xC0) == 0x80) ++end;
            failAt(i, "unexpected character '" + std::string(text_.substr(i, end - i)) + "'");
            return false;
          }
        }
        i += length;
      }
      t.end = i;
      tokens_.push_back(t);
    }
    Token end;
    end.kind = Tok::End;
    end.begin = end.end = n;
    tokens_.push_back(end);
    return true;
  }

  bool lexNumber(std::size_t& i, Token& t) {
    const std::size_t n = text_.size();
    while (i < n && isDigit(text_[i])) ++i;
    if (i < n && text_[i] == '.') {
      ++i;
      if (i >= n || !isDigit(text_[i])) {
        failAt(i - 1, "expected a digit after '.' in the number");
        return false;
      }
      while (i < n && isDigit(text_[i])) ++i;
    }
    if (i < n && (text_[i] == 'e' || text_[i] == 'E')) {
      std::size_t exponent = i + 1;
      if (exponent < n && (text_[exponent] == '+' || text_[exponent] == '-')) ++exponent;
      if (exponent >= n || !isDigit(text_[exponent])) {
        failAt(i, "expected digits in the exponent of the number");
        return false;
      }
      i = exponent;
      while (i < n && isDigit(text_[i])) ++i;
    }
    if (i < n && (isIdentChar(text_[i]) || text_[i] == '.')) {
      std::size_t end = i;
      while (end < n && (isIdentChar(text_[end]) || text_[end] == '.')) ++end;
      failAt(t.begin,
             "'" + std::string(text_.substr(t.begin, end - t.begin)) + "' is not a number or a name");
      return false;
    }
    // from_chars ignores the C locale (a ',' decimal point would break strtod).
    const char* first = text_.data() + t.begin;
    auto [ptr, ec] = std::from_chars(first, text_.data() + i, t.number);
    if (ec == std::errc::result_out_of_range) {
      failAt(t.begin, "the number is out of range");
      return false;
    }
    if (ec != std::errc() || ptr != text_.data() + i) {
      failAt(t.begin, "invalid number");
      return false;
    }
    t.kind = Tok::Number;
    return true;
  }

  // --- parser ----------------------------------------------------------------------

  const Token& peek() const { return tokens_[pos_]; }
  const Token& take() { return tokens_[pos_ < tokens_.size() - 1 ? pos_++ : pos_]; }

  NodePtr makeNode(ExprNode::Kind kind, const Token& at) {
    auto node = std::make_unique<ExprNode>();
    node->kind = kind;
    node->column = columnAt(at.begin);
    return node;
  }

  NodePtr binary(ExprOp op, const Token& at, NodePtr left, NodePtr right) {
    auto node = makeNode(ExprNode::Kind::Binary, at);
    node->op = op;
    node->children.push_back(std::move(left));
    node->children.push_back(std::move(right));
    return node;
  }

  // The operand after a binary operator: a missing one names the operator.
  NodePtr operand(NodePtr (Parser::*rule)(), const Token& op) {
    if (peek().kind == Tok::End || peek().kind == Tok::RParen || peek().kind == Tok::Comma)
      return fail(peek(), "expected an expression after '" + spelling(op) + "'");
    return (this->*rule)();
  }

  template <class Match>
  NodePtr leftAssociative(NodePtr (Parser::*next)(), Match match) {
    NodePtr left = (this->*next)();
    while (left) {
      ExprOp op;
      if (!match(peek().kind, op)) break;
      const Token& at = take();
      NodePtr right = operand(next, at);
      if (!right) return nullptr;
      left = binary(op, at, std::move(left), std::move(right));
    }
    return left;
  }

  NodePtr parseOr() {
    if (++depth_ > kMaxDepth) return fail(peek(), "the expression is nested too deeply");
    NodePtr result = leftAssociative(&Parser::parseAnd, [](Tok t, ExprOp& op) {
      op = ExprOp::Or;
      return t == Tok::Or;
    });
    --depth_;
    return result;
  }
  NodePtr parseAnd() {
    return leftAssociative(&Parser::parseEqual, [](Tok t, ExprOp& op) {
      op = ExprOp::And;
      return t == Tok::And;
    });
  }
  NodePtr parseEqual() {
    return leftAssociative(&Parser::parseCompare, [](Tok t, ExprOp& op) {
      if (t == Tok::Equal)
        op = ExprOp::Equal;
      else if (t == Tok::NotEqual)
        op = ExprOp::NotEqual;
      else
        return false;
      return true;
    });
  }
  NodePtr parseCompare() {
    return leftAssociative(&Parser::parseSum, [](Tok t, ExprOp& op) {
      switch (t) {
        case Tok::Less:
          op = ExprOp::Less;
          return true;
        case Tok::LessEqual:
          op = ExprOp::LessEqual;
          return true;
        case Tok::Greater:
          op = ExprOp::Greater;
          return true;
        case Tok::GreaterEqual:
          op = ExprOp::GreaterEqual;
          return true;
        default:
          return false;
      }
    });
  }
  NodePtr parseSum() {
    return leftAssociative(&Parser::parseProduct, [](Tok t, ExprOp& op) {
      if (t == Tok::Plus)
        op = ExprOp::Add;
      else if (t == Tok::Minus)
        op = ExprOp::Subtract;
      else
        return false;
      return true;
    });
  }
  NodePtr parseProduct() {
    return leftAssociative(&Parser::parseUnary, [](Tok t, ExprOp& op) {
      switch (t) {
        case Tok::Star:
          op = ExprOp::Multiply;
          return true;
        case Tok::Slash:
          op = ExprOp::Divide;
          return true;
        case Tok::Percent:
          op = ExprOp::Modulo;
          return true;
        default:
          return false;
      }
    });
  }

  NodePtr parseUnary() {
    if (peek().kind != Tok::Minus && peek().kind != Tok::Not) return parsePostfix();
    if (++depth_ > kMaxDepth) return fail(peek(), "the expression is nested too deeply");
    const Token& at = take();
    NodePtr inner = operand(&Parser::parseUnary, at);
    --depth_;
    if (!inner) return nullptr;
    auto node = makeNode(ExprNode::Kind::Unary, at);
    node->op = at.kind == Tok::Minus ? ExprOp::Negate : ExprOp::Not;
    node->children.push_back(std::move(inner));
    return node;
  }

  NodePtr parsePostfix() {
    NodePtr node = parsePrimary();
    while (node) {
      if (peek().kind == Tok::Dot) {
        const Token& dot = take();
        if (peek().kind != Tok::Identifier) return fail(peek(), "expected a member name after '.'");
        const Token& name = take();
        auto member = makeNode(ExprNode::Kind::Member, dot);
        member->column = node->column;  // "boss.health" starts where boss starts
        member->name = spelling(name);
        member->children.push_back(std::move(node));
        node = std::move(member);
      } else if (peek().kind == Tok::LParen) {
        const Token& open = take();
        if (node->kind != ExprNode::Kind::Name && node->kind != ExprNode::Kind::Member)
          return fail(open, "only a name can be called");
        auto call = makeNode(ExprNode::Kind::Call, open);
        call->column = node->column;
        call->children.push_back(std::move(node));
        if (peek().kind != Tok::RParen) {
          for (;;) {
            if (peek().kind == Tok::RParen || peek().kind == Tok::Comma)
              return fail(peek(), "expected an argument, found " + quoted(peek()));
            NodePtr argument = parseOr();
            if (!argument) return nullptr;
            call->children.push_back(std::move(argument));
            if (peek().kind != Tok::Comma) break;
            take();
          }
        }
        if (peek().kind != Tok::RParen)
          return fail(peek(), "expected ',' or ')' in the call opened at column " +
                                  std::to_string(columnAt(open.begin)) + ", found " + quoted(peek()));
        take();
        node = std::move(call);
      } else {
        break;
      }
    }
    return node;
  }

  NodePtr parsePrimary() {
    const Token& t = peek();
    switch (t.kind) {
      case Tok::Number: {
        take();
        auto node = makeNode(ExprNode::Kind::Number, t);
        node->number = t.number;
        return node;
      }
      case Tok::True:
      case Tok::False: {
        take();
        auto node = makeNode(ExprNode::Kind::Bool, t);
        node->boolean = t.kind == Tok::True;
        return node;
      }
      case Tok::Identifier: {
        take();
        auto node = makeNode(ExprNode::Kind::Name, t);
        node->name = spelling(t);
        return node;
      }
      case Tok::LParen: {
        const Token& open = take();
        if (peek().kind == Tok::RParen) return fail(peek(), "expected an expression inside '( )'");
        NodePtr inner = parseOr();
        if (!inner) return nullptr;
        if (peek().kind != Tok::RParen)
          return fail(peek(), "expected ')' to close the '(' at column " +
                                  std::to_string(columnAt(open.begin)) + ", found " + quoted(peek()));
        take();
        return inner;
      }
      case Tok::End:
        return fail(t,
                    pos_ == 0 ? std::string("expected an expression") : "expected an expression at the end");
      default:
        return fail(t, "expected an expression, found " + quoted(t));
    }
  }

  std::string_view text_;
  std::vector<Token> tokens_;
  std::size_t pos_ = 0;
  int depth_ = 0;
  ExpressionCheck error_;
};

std::string numberText(double d) {
  char buf[32];
  // Shortest text that reads back the same value.
  auto result = std::to_chars(buf, buf + sizeof buf, d);
  return std::string(buf, result.ptr);
}

}  // namespace

std::string ExpressionCheck::describe() const {
  if (ok) return {};
  return "column " + std::to_string(column) + ": " + message;
}

const char* toString(ExprOp op) {
  switch (op) {
    case ExprOp::Negate:
      return "-";
    case ExprOp::Not:
      return "!";
    case ExprOp::Or:
      return "||";
    case ExprOp::And:
      return "&&";
    case ExprOp::Equal:
      return "==";
    case ExprOp::NotEqual:
      return "!=";
    case ExprOp::Less:
      return "<";
    case ExprOp::LessEqual:
      return "<=";
    case ExprOp::Greater:
      return ">";
    case ExprOp::GreaterEqual:
      return ">=";
    case ExprOp::Add:
      return "+";
    case ExprOp::Subtract:
      return "-";
    case ExprOp::Multiply:
      return "*";
    case ExprOp::Divide:
      return "/";
    case ExprOp::Modulo:
      return "%";
  }
  return "?";
}

ExpressionParse parseExpression(std::string_view text) { return Parser(text).run(); }

ExpressionCheck checkExpression(std::string_view text) { return parseExpression(text).check; }

std::string toString(const ExprNode& node) {
  switch (node.kind) {
    case ExprNode::Kind::Number:
      return numberText(node.number);
    case ExprNode::Kind::Bool:
      return node.boolean ? "true" : "false";
    case ExprNode::Kind::Name:
      return node.name;
    case ExprNode::Kind::Member:
      return toString(*node.children[0]) + "." + node.name;
    case ExprNode::Kind::Unary:
      return std::string(toString(node.op)) + "(" + toString(*node.children[0]) + ")";
    case ExprNode::Kind::Binary:
      return "(" + toString(*node.children[0]) + " " + toString(node.op) + " " + toString(*node.children[1]) +
             ")";
    case ExprNode::Kind::Call: {
      std::string out = toString(*node.children[0]) + "(";
      for (std::size_t i = 1; i < node.children.size(); ++i)
        out += (i > 1 ? ", " : "") + toString(*node.children[i]);
      return out + ")";
    }
  }
  return {};
}

double applyUnary(ExprOp op, double a) { return op == ExprOp::Negate ? -a : (a == 0 ? 1.0 : 0.0); }

double applyBinary(ExprOp op, double a, double b) {
  switch (op) {
    case ExprOp::Or: return (a != 0 || b != 0) ? 1 : 0;
    case ExprOp::And: return (a != 0 && b != 0) ? 1 : 0;
    case ExprOp::Equal: return a == b ? 1 : 0;
    case ExprOp::NotEqual: return a != b ? 1 : 0;
    case ExprOp::Less: return a < b ? 1 : 0;
    case ExprOp::LessEqual: return a <= b ? 1 : 0;
    case ExprOp::Greater: return a > b ? 1 : 0;
    case ExprOp::GreaterEqual: return a >= b ? 1 : 0;
    case ExprOp::Add: return a + b;
    case ExprOp::Subtract: return a - b;
    case ExprOp::Multiply: return a * b;
    case ExprOp::Divide: return b == 0 ? 0 : a / b;
    case ExprOp::Modulo: return b == 0 ? 0 : std::fmod(a, b);
    default: return a;
  }
}

}  // namespace sw
