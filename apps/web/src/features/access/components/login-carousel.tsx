import { useEffect, useState } from 'react';
import electronicPayrollBanner from '../../../assets/carousel/banner-electronic-payroll.svg';
import payrollBanner from '../../../assets/carousel/banner-payroll.svg';
import socialSecurityBanner from '../../../assets/carousel/banner-social-security.svg';
import introVideo from '../../../assets/carousel/login-intro.webm';

/** Spec 01 §9: the carousel advances every 3 seconds. */
export const CAROUSEL_INTERVAL_MS = 3000;

type Slide = { kind: 'video'; src: string; label: string } | { kind: 'image'; src: string; label: string };

const SLIDES: readonly Slide[] = [
  { kind: 'video', src: introVideo, label: 'Quincena: nómina y gestión humana para Colombia' },
  { kind: 'image', src: payrollBanner, label: 'Liquide su nómina quincenal o mensual' },
  { kind: 'image', src: socialSecurityBanner, label: 'Seguridad social y planilla PILA' },
  { kind: 'image', src: electronicPayrollBanner, label: 'Nómina electrónica ante la DIAN' },
];

/** The sign-in carousel of spec 01 §2.3: one video and three banners. */
export function LoginCarousel() {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % SLIDES.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);

  return (
    <section className="login-carousel" aria-label="Novedades de Quincena">
      <p className="login-carousel__tagline">
        Nómina y gestión humana para empresas colombianas: liquide, pague y reporte a tiempo.
      </p>
      <div className="login-carousel__viewport">
        <div className="login-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {SLIDES.map((slide, position) => (
            <div key={slide.src} className="login-carousel__slide" aria-hidden={position !== index}>
              {slide.kind === 'video' ? (
                <video src={slide.src} autoPlay muted loop playsInline aria-label={slide.label} />
              ) : (
                <img src={slide.src} alt={slide.label} />
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="login-carousel__dots">
        {SLIDES.map((slide, position) => (
          <button
            key={slide.src}
            type="button"
            className={position === index ? 'is-active' : ''}
            aria-label={`Ver diapositiva ${position + 1}`}
            onClick={() => setIndex(position)}
          />
        ))}
      </div>
    </section>
  );
}
