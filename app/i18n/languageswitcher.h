#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

#include <memory>

class QQmlEngine;

// Swaps the app's translator at run time and asks the QML engine to
// re-evaluate every qsTr binding, so no restart is needed.
class LanguageSwitcher : public QObject
{
    Q_OBJECT

public:
    explicit LanguageSwitcher(QQmlEngine* engine, QObject* parent = nullptr);
    ~LanguageSwitcher() override;

    // "en" (the source strings, with their plural forms from
    // :/i18n/critter_en.qm) or a code with a compiled translation in
    // :/i18n/critter_<code>.qm. Returns false and keeps the current
    // language when there is no such translation.
    bool apply(const QString& code);
    QString current() const { return m_current; }

private:
    void install(std::unique_ptr<QTranslator> next); // replaces the installed one

    QQmlEngine* m_engine;
    std::unique_ptr<QTranslator> m_translator; // the current language's (English: plural forms only)
    QString m_current = QStringLiteral("en");
};
