// The expression language: what parses, into which tree (precedence, associativity,
// members, calls), and where and why bad text is refused.
#include "core/expression.h"

#include <QtTest>

using namespace sw;

namespace {
QString tree(const char* text) {
  auto parse = parseExpression(text);
  if (!parse.check) return "error: " + QString::fromStdString(parse.check.describe());
  return QString::fromStdString(toString(*parse.root));
}
}  // namespace

class ExpressionTest : public QObject {
  Q_OBJECT
 private slots:
  void parsesWithPrecedenceAndAssociativity_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("member compare") << "boss.health < 50"
                                    << "(boss.health < 50)";
    QTest::newRow("product before sum") << "1 + 2 * 3"
                                        << "(1 + (2 * 3))";
    QTest::newRow("left assoc minus") << "10 - 4 - 3"
                                      << "((10 - 4) - 3)";
    QTest::newRow("left assoc divide") << "8 / 4 % 3"
                                       << "((8 / 4) % 3)";
    QTest::newRow("parentheses") << "(1 + 2) * 3"
                                 << "((1 + 2) * 3)";
    QTest::newRow("and before or") << "a || b && c"
                                   << "(a || (b && c))";
    QTest::newRow("word operators") << "a or not b and c"
                                    << "(a || (!(b) && c))";
    QTest::newRow("compare before equal") << "a < b == c >= d"
                                          << "((a < b) == (c >= d))";
    QTest::newRow("equality before and") << "x != 1 && y == 2"
                                         << "((x != 1) && (y == 2))";
    QTest::newRow("unary chain") << "- -x"
                                 << "-(-(x))";
    QTest::newRow("not not") << "!!on"
                             << "!(!(on))";
    QTest::newRow("unary binds tighter than product") << "-a * b"
                                                      << "(-(a) * b)";
    QTest::newRow("booleans") << "true && !false"
                              << "(true && !(false))";
    QTest::newRow("numbers") << "0.5 + 1e3 + 2.5e-2 + .25"
                             << "(((0.5 + 1000) + 0.025) + 0.25)";
    QTest::newRow("deep member") << "level.boss.arm.health"
                                 << "level.boss.arm.health";
    QTest::newRow("call") << "max(a, b + 1)"
                          << "max(a, (b + 1))";
    QTest::newRow("call no args") << "tick()"
                                  << "tick()";
    QTest::newRow("method call") << "boss.distanceTo(player) <= 3"
                                 << "(boss.distanceTo(player) <= 3)";
    QTest::newRow("call member of result") << "nearest(enemy).health"
                                           << "nearest(enemy).health";
    QTest::newRow("whitespace") << "  a\t<\n b "
                                << "(a < b)";
    QTest::newRow("identifier with keyword prefix") << "android or notice"
                                                    << "(android || notice)";
  }
  void parsesWithPrecedenceAndAssociativity() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(tree(text.toUtf8().constData()), expected);
  }

  void treeKeepsNodeKindsAndColumns() {
    auto parse = parseExpression("boss.health < max(3, x)");
    QVERIFY(parse.check);
    const ExprNode& root = *parse.root;
    QCOMPARE(root.kind, ExprNode::Kind::Binary);
    QCOMPARE(root.op, ExprOp::Less);
    QCOMPARE(root.column, 13);  // the operator
    const ExprNode& member = *root.children[0];
    QCOMPARE(member.kind, ExprNode::Kind::Member);
    QCOMPARE(member.name, std::string("health"));
    QCOMPARE(member.column, 1);
    QCOMPARE(member.children[0]->kind, ExprNode::Kind::Name);
    QCOMPARE(member.children[0]->name, std::string("boss"));
    const ExprNode& call = *root.children[1];
    QCOMPARE(call.kind, ExprNode::Kind::Call);
    QCOMPARE(call.children.size(), std::size_t(3));
    QCOMPARE(call.children[0]->name, std::string("max"));
    QCOMPARE(call.children[1]->kind, ExprNode::Kind::Number);
    QCOMPARE(call.children[1]->number, 3.0);
    QCOMPARE(call.children[2]->column, 22);
  }

  void refusesWithColumnAndReason_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("empty") << "" << 1 << "expected an expression";
    QTest::newRow("blank") << "   " << 4 << "expected an expression";
    QTest::newRow("dangling operator") << "boss.health <" << 14 << "after '<'";
    QTest::newRow("dangling and") << "a &&" << 5 << "after '&&'";
    QTest::newRow("missing operand inside parens") << "(a + )" << 6 << "after '+'";
    QTest::newRow("unclosed paren") << "(a + b" << 7 << "close the '(' at column 1";
    QTest::newRow("extra close paren") << "a + b)" << 6 << "after a complete expression";
    QTest::newRow("two operands") << "a b" << 3 << "'b' after a complete expression";
    QTest::newRow("single equals") << "a = 1" << 3 << "use '=='";
    QTest::newRow("single ampersand") << "a & b" << 3 << "'&&'";
    QTest::newRow("single bar") << "a | b" << 3 << "'||'";
    QTest::newRow("bad character") << "a # b" << 3 << "unexpected character '#'";
    QTest::newRow("non ascii counted as one column") << "\u00e9 + #" << 1 << "unexpected character '\u00e9'";
    QTest::newRow("column after non ascii") << "f(\u00e9" << 3 << "unexpected character";
    QTest::newRow("number then letters") << "3abc" << 1 << "'3abc' is not a number";
    QTest::newRow("number with dot and nothing") << "3. + 1" << 2 << "digit after '.'";
    QTest::newRow("bad exponent") << "1e+" << 2 << "exponent";
    QTest::newRow("member needs a name") << "boss." << 6 << "member name";
    QTest::newRow("keyword is not a member") << "boss.and" << 6 << "member name";
    QTest::newRow("number cannot be called") << "3(1)" << 2 << "only a name can be called";
    QTest::newRow("literal cannot be called") << "true(1)" << 5 << "only a name can be called";
    QTest::newRow("empty argument") << "f(a,)" << 5 << "expected an argument";
    QTest::newRow("unclosed call") << "f(a b" << 5 << "in the call opened at column 2";
    QTest::newRow("empty parens") << "()" << 2 << "inside '( )'";
    QTest::newRow("lonely operator") << "*" << 1 << "found '*'";
    QTest::newRow("huge number") << "1e999" << 1 << "out of range";
  }
  void refusesWithColumnAndReason() {
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, messagePart);
    const QByteArray utf8 = text.toUtf8();
    ExpressionCheck check = checkExpression(std::string_view(utf8.constData(), std::size_t(utf8.size())));
    QVERIFY2(!check.ok, utf8.constData());
    QVERIFY2(QString::fromStdString(check.message).contains(messagePart), check.message.c_str());
    QCOMPARE(check.column, column);
    QVERIFY(QString::fromStdString(check.describe()).startsWith(QString("column %1: ").arg(column)));
    QVERIFY(!parseExpression(std::string_view(utf8.constData(), std::size_t(utf8.size()))).root);
  }

  void deepNestingIsRefusedNotACrash() {
    std::string deep(100000, '(');
    deep += "1";
    auto check = checkExpression(deep);
    QVERIFY(!check.ok);
    QVERIFY(QString::fromStdString(check.message).contains("nested too deeply"));
    std::string negations(100000, '-');
    negations += "1";
    QVERIFY(!checkExpression(negations).ok);
    // Moderate nesting is fine.
    QVERIFY(checkExpression(std::string(50, '(') + "1" + std::string(50, ')')).ok);
  }

  void okCheckDescribesNothing() {
    auto check = checkExpression("switch_a.on and not door.open");
    QVERIFY(check.ok);
    QVERIFY(bool(check));
    QCOMPARE(check.describe(), std::string());
  }
};

QTEST_APPLESS_MAIN(ExpressionTest)
#include "expression_test.moc"
