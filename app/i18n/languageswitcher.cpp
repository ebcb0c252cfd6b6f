#include "languageswitcher.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>

namespace {
// The compiled translation for a language, or null. English is the source
// language: its file holds only the plural forms ("1 card", "2 cards").
std::unique_ptr<QTranslator> loadTranslation(const QString& code)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/critter_%1.qm").arg(code)))
        return nullptr;
    return translator;
}
} // namespace

LanguageSwitcher::LanguageSwitcher(QQmlEngine* engine, QObject* parent)
    : QObject(parent), m_engine(engine)
{
    // Numbers follow the app's language (English to start with), not the system's.
    QLocale::setDefault(QLocale(m_current));
    install(loadTranslation(m_current));
}

LanguageSwitcher::~LanguageSwitcher()
{
    install(nullptr);
}

void LanguageSwitcher::install(std::unique_ptr<QTranslator> next)
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    m_translator = std::move(next);
    if (m_translator)
        QCoreApplication::installTranslator(m_translator.get());
}

bool LanguageSwitcher::apply(const QString& code)
{
    if (code == m_current)
        return true;
    std::unique_ptr<QTranslator> next = loadTranslation(code);
    // Without its plural forms English still reads (as "%n card(s)").
    if (!next && code != QStringLiteral("en"))
        return false;
    install(std::move(next));
    m_current = code;
    QLocale::setDefault(QLocale(code));
    if (m_engine) {
        m_engine->setUiLanguage(code);
        m_engine->retranslate();
    }
    return true;
}
