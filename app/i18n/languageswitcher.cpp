#include "languageswitcher.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>

LanguageSwitcher::LanguageSwitcher(QQmlEngine* engine, QObject* parent)
    : QObject(parent), m_engine(engine)
{
    // Numbers follow the app's language (English to start with), not the system's.
    QLocale::setDefault(QLocale(m_current));
}

LanguageSwitcher::~LanguageSwitcher()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
}

bool LanguageSwitcher::apply(const QString& code)
{
    if (code == m_current)
        return true;
    std::unique_ptr<QTranslator> next;
    if (code != QStringLiteral("en")) {
        next = std::make_unique<QTranslator>();
        if (!next->load(QStringLiteral(":/i18n/critter_%1.qm").arg(code)))
            return false;
    }
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    m_translator = std::move(next);
    if (m_translator)
        QCoreApplication::installTranslator(m_translator.get());
    m_current = code;
    QLocale::setDefault(QLocale(code));
    if (m_engine) {
        m_engine->setUiLanguage(code);
        m_engine->retranslate();
    }
    return true;
}
